// The account's recently viewed and compare lists: the device's join the account's on
// sign-in, later changes replace them, and every hostile input (another account's lists,
// oversize lists, another dealer's car ids, a stranger's session) is refused or ignored.
// Against PGlite (and PostgreSQL when configured).
process.env.PUBLIC_PORT = "80";

import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as listLists, POST as postLists } from "@/app/site/[host]/api/auth/car-lists/route";
import { POST as closeAccount } from "@/app/site/[host]/api/auth/close-account/route";
import { GET as myData } from "@/app/site/[host]/api/auth/my-data/route";
import { defined } from "@/domain/defined";
import type { Database, Db } from "@/server/db/client";
import { cars, dealerships, shopper_car_lists, shopper_users } from "@/server/db/schema/all";
import { segment, type TestSite, useAsProcessDatabase } from "../support/lead-fixtures";
import { one } from "../support/one";
import { createAccountSites, type Jar, shopperClient, shopperRequest } from "../support/shopper-client";
import { carValues } from "../support/stock-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

interface Lists {
  recently_viewed: Array<{ id: number; slug: string; name: string }>;
  compare: Array<{ id: number; slug: string }>;
}

describe.each(testDatabaseTargets())("the account's recently viewed and compare lists on $name", (target) => {
  let database: Database;
  let db: Db;
  let harbour: TestSite;
  let sister: TestSite;
  let other: TestSite;
  let off: TestSite;
  let mine: number[];
  let sisterCar: number;
  let strangerCar: number;
  let signIn: ReturnType<typeof shopperClient>["signIn"];

  async function carsOf(site: TestSite, n: number): Promise<number[]> {
    const d = one(
      await db
        .select()
        .from(dealerships)
        .where(eq(dealerships.slug, defined(site.dealershipSlugs[0], "the site's dealership"))),
      "dealerships row",
    );
    const rows = await db
      .insert(cars)
      .values(
        Array.from({ length: n }, (_, i) =>
          carValues(d.id, { slug: `lists-${site.slug}-${i}-${randomInt(1e9)}` }),
        ),
      )
      .returning({ id: cars.id });
    return rows.map((r) => r.id);
  }

  const post = (site: TestSite, jar: Jar, body: unknown) =>
    postLists(shopperRequest(site, "POST", "/api/auth/car-lists", jar, body), segment({ host: site.host }));
  const get = async (site: TestSite, jar: Jar): Promise<Lists> => {
    const response = await listLists(
      shopperRequest(site, "GET", "/api/auth/car-lists", jar),
      segment({ host: site.host }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    return (await response.json()) as Lists;
  };
  const ids = (cars: Array<{ id: number }>) => cars.map((c) => c.id);

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    ({ signIn } = shopperClient(db));
    ({ harbour, sister, other, off } = await createAccountSites(db));
    mine = await carsOf(harbour, 10);
    sisterCar = defined((await carsOf(sister, 1))[0], "the sister site's car");
    strangerCar = defined((await carsOf(other, 1))[0], "the other group's car");
  });

  afterAll(async () => {
    await database?.close();
  });

  const car = (i: number) => defined(mine[i], `car ${i}`);

  test("on sign-in the device's lists join the account's: the device's first, each once, at most 8 and 4", async () => {
    const email = `lists-${randomInt(1e9)}@example.com`;
    const phone = await signIn(harbour, email);
    // The account already has lists from another device.
    expect(
      (
        await post(harbour, phone, {
          mode: "replace",
          recently_viewed: [car(0), car(1), car(2)],
          compare: [car(0), car(1)],
        })
      ).status,
    ).toBe(200);
    const laptop = await signIn(harbour, email);
    const merged = await post(harbour, laptop, {
      mode: "merge",
      recently_viewed: [car(5), car(6), car(1), car(7), car(8), car(9)],
      compare: [car(3), car(1), car(4)],
    });
    expect(merged.status).toBe(200);
    const lists = (await merged.json()) as Lists;
    expect(ids(lists.recently_viewed)).toEqual([
      car(5),
      car(6),
      car(1),
      car(7),
      car(8),
      car(9),
      car(0),
      car(2),
    ]);
    expect(ids(lists.compare)).toEqual([car(3), car(1), car(4), car(0)]);
    // The account page's links need the slug and name.
    expect(lists.recently_viewed[0]).toMatchObject({
      slug: expect.stringMatching(/^lists-/),
      name: expect.any(String),
    });
    // The other device sees the same lists.
    expect(ids((await get(harbour, phone)).compare)).toEqual([car(3), car(1), car(4), car(0)]);
  });

  test("a later change replaces the list; a list not sent is left alone", async () => {
    const jar = await signIn(harbour, `replace-${randomInt(1e9)}@example.com`);
    await post(harbour, jar, { mode: "merge", recently_viewed: [car(0), car(1)], compare: [car(2), car(3)] });
    const answer = (await (await post(harbour, jar, { mode: "replace", compare: [car(3)] })).json()) as Lists;
    expect(ids(answer.compare)).toEqual([car(3)]);
    expect(ids(answer.recently_viewed)).toEqual([car(0), car(1)]);
  });

  test("oversize lists are refused naming the field, and nothing is stored", async () => {
    const jar = await signIn(harbour, `big-${randomInt(1e9)}@example.com`);
    const tooMany = await post(harbour, jar, { mode: "merge", recently_viewed: mine.slice(0, 9) });
    expect(tooMany.status).toBe(422);
    expect(JSON.stringify(await tooMany.json())).toContain("recently_viewed");
    const fifth = await post(harbour, jar, { mode: "replace", compare: mine.slice(0, 5) });
    expect(fifth.status).toBe(422);
    expect(JSON.stringify(await fifth.json())).toContain("compare");
    for (const bad of [
      { mode: "merge", compare: [2 ** 40] },
      { mode: "merge", compare: ["1"] },
      { mode: "append", compare: [car(0)] },
      { mode: "merge", compare: "1,2" },
    ]) {
      expect((await post(harbour, jar, bad)).status, JSON.stringify(bad)).toBe(422);
    }
    const huge = await post(harbour, jar, {
      mode: "merge",
      recently_viewed: Array.from({ length: 500 }, (_, i) => i + 1),
    });
    expect(huge.status).toBe(413);
    expect(await get(harbour, jar)).toEqual({ recently_viewed: [], compare: [] });
  });

  test("another dealer's cars and unknown ids are ignored, even within the group", async () => {
    const jar = await signIn(harbour, `tenant-${randomInt(1e9)}@example.com`);
    const answer = (await (
      await post(harbour, jar, {
        mode: "merge",
        recently_viewed: [strangerCar, car(0), sisterCar, 2_000_000_000],
        compare: [sisterCar, strangerCar, car(1)],
      })
    ).json()) as Lists;
    expect(ids(answer.recently_viewed)).toEqual([car(0)]);
    expect(ids(answer.compare)).toEqual([car(1)]);
    const stored = await db.select({ car_ids: shopper_car_lists.car_ids }).from(shopper_car_lists);
    expect(stored.flatMap((r) => r.car_ids)).not.toContain(strangerCar);
  });

  test("one account never sees or changes another's lists; a stranger group's session is nobody", async () => {
    const ann = await signIn(harbour, `ann-${randomInt(1e9)}@example.com`);
    const bob = await signIn(harbour, `bob-${randomInt(1e9)}@example.com`);
    await post(harbour, ann, { mode: "merge", recently_viewed: [car(4)], compare: [car(4)] });
    await post(harbour, bob, { mode: "replace", recently_viewed: [], compare: [] });
    expect(ids((await get(harbour, ann)).compare)).toEqual([car(4)]);
    expect(await get(harbour, bob)).toEqual({ recently_viewed: [], compare: [] });
    // Ann's session on another group's site is nobody: 401, and her lists stay hers.
    expect((await post(other, ann, { mode: "replace", compare: [strangerCar] })).status).toBe(401);
    expect(
      (
        await listLists(
          shopperRequest(other, "GET", "/api/auth/car-lists", ann),
          segment({ host: other.host }),
        )
      ).status,
    ).toBe(401);
    // Signed out: 401. A site without accounts: 404.
    expect((await post(harbour, new Map(), { mode: "merge", compare: [car(0)] })).status).toBe(401);
    expect((await post(off, new Map(), { mode: "merge", compare: [car(0)] })).status).toBe(404);
  });

  test("the lists are in the data download and go with the account", async () => {
    const email = `gone-${randomInt(1e9)}@example.com`;
    const jar = await signIn(harbour, email);
    await post(harbour, jar, { mode: "merge", recently_viewed: [car(2)], compare: [car(3)] });
    const data = (await (
      await myData(shopperRequest(harbour, "GET", "/api/auth/my-data", jar), segment({ host: harbour.host }))
    ).json()) as { car_lists: Array<{ list: string; car_ids: number[] }> };
    expect(data.car_lists.map((l) => [l.list, l.car_ids])).toEqual([
      ["compare", [car(3)]],
      ["recently_viewed", [car(2)]],
    ]);
    const user = one(await db.select().from(shopper_users).where(eq(shopper_users.email, email)), "user");
    expect(
      (
        await closeAccount(
          shopperRequest(harbour, "POST", "/api/auth/close-account", jar, {}),
          segment({ host: harbour.host }),
        )
      ).status,
    ).toBe(200);
    expect(await db.select().from(shopper_car_lists).where(eq(shopper_car_lists.user_id, user.id))).toEqual(
      [],
    );
  });
});
