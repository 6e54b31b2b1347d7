// Shopper accounts: sign-in by emailed link (better-auth), GET /api/auth, the
// watchlist merge, data download and account deletion, against PGlite (and PostgreSQL when
// configured). Routes are called as Next calls them; mail is read from the outbox.
// The test sites are reached at {slug}.localhost: a deployment on port 80 (PUBLIC_PORT), the
// port every link the platform writes for them carries.
process.env.PUBLIC_PORT = "80";

import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { POST as closeAccount } from "@/app/site/[host]/api/auth/close-account/route";
import { GET as myData } from "@/app/site/[host]/api/auth/my-data/route";
import { GET as getAuth } from "@/app/site/[host]/api/auth/route";
import { POST as removeSavedSearch } from "@/app/site/[host]/api/auth/saved-searches/remove/route";
import {
  GET as listSavedSearches,
  POST as saveSearch,
} from "@/app/site/[host]/api/auth/saved-searches/route";
import { POST as unsubscribe } from "@/app/site/[host]/api/auth/unsubscribe/route";
import { POST as mergeWatchlist } from "@/app/site/[host]/api/auth/watchlist/merge/route";
import { POST as saveWatchlist } from "@/app/site/[host]/api/auth/watchlist/route";
import { accountScope } from "@/domain/accounts/accounts";
import { defined } from "@/domain/defined";
import { runShopperAlerts } from "@/server/accounts/run-shopper-alerts";
import { unsubscribeToken } from "@/server/accounts/unsubscribe-token";
import type { Database, Db } from "@/server/db/client";
import {
  cars,
  dealerships,
  leads,
  mail_outbox,
  shopper_sessions,
  shopper_users,
  shopper_verifications,
  shopper_watchlist,
  websites,
} from "@/server/db/schema/all";
import type { DeliveryTransport, MailMessage } from "@/server/leads/delivery-transport";
import { randomIp, segment, type TestSite, useAsProcessDatabase } from "../support/lead-fixtures";
import { one } from "../support/one";
import {
  createAccountSites,
  type Jar,
  origin,
  shopperClient,
  shopperRequest,
} from "../support/shopper-client";
import { carValues } from "../support/stock-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

type ShopperClient = ReturnType<typeof shopperClient>;

describe.each(testDatabaseTargets())("shopper accounts on $name", (target) => {
  let database: Database;
  let db: Db;
  let harbour: TestSite;
  let sister: TestSite;
  let other: TestSite;
  let off: TestSite;
  let carIds: number[];
  let sisterCar: number;

  const request = shopperRequest;
  let askForLink: ShopperClient["askForLink"];
  let lastLink: ShopperClient["lastLink"];
  let follow: ShopperClient["follow"];
  let signIn: ShopperClient["signIn"];
  let me: ShopperClient["me"];

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    ({ askForLink, lastLink, follow, signIn, me } = shopperClient(db));
    ({ harbour, sister, other, off } = await createAccountSites(db));
    const d = one(
      await db
        .select()
        .from(dealerships)
        .where(eq(dealerships.slug, defined(harbour.dealershipSlugs[0], "harbour.dealershipSlugs[0]"))),
      "dealerships row",
    );
    const rows = await db
      .insert(cars)
      .values([1, 2, 3].map((i) => carValues(d.id, { slug: `acct-${harbour.slug}-${i}` })))
      .returning({ id: cars.id });
    carIds = rows.map((r) => r.id);
    const sd = one(
      await db
        .select()
        .from(dealerships)
        .where(eq(dealerships.slug, defined(sister.dealershipSlugs[0], "sister.dealershipSlugs[0]"))),
      "dealerships row",
    );
    const [s] = await db
      .insert(cars)
      .values(carValues(sd.id, { slug: `acct-${sister.slug}-1` }))
      .returning();
    sisterCar = defined(s, "s").id;
  });

  afterAll(async () => {
    await database?.close();
  });

  test("on a site without the garage and auth settings every account route is 404", async () => {
    const jar: Jar = new Map();
    const host = { host: off.host };
    expect((await getAuth(request(off, "GET", "/api/auth", jar), segment(host))).status).toBe(404);
    expect((await askForLink(off, "ann@example.com")).status).toBe(404);
    expect(
      (
        await saveWatchlist(
          request(off, "POST", "/api/auth/watchlist", jar, { car_id: 1, saved: true }),
          segment(host),
        )
      ).status,
    ).toBe(404);
    expect((await myData(request(off, "GET", "/api/auth/my-data", jar), segment(host))).status).toBe(404);
    expect(
      (
        await saveSearch(
          request(off, "POST", "/api/auth/saved-searches", jar, { path: "/search" }),
          segment(host),
        )
      ).status,
    ).toBe(404);
    expect(
      (await closeAccount(request(off, "POST", "/api/auth/close-account", jar, {}), segment(host))).status,
    ).toBe(404);
    expect(
      (await listSavedSearches(request(off, "GET", "/api/auth/saved-searches", jar), segment(host))).status,
    ).toBe(404);
    expect(
      (
        await removeSavedSearch(
          request(off, "POST", "/api/auth/saved-searches/remove", jar, { id: 1 }),
          segment(host),
        )
      ).status,
    ).toBe(404);
    expect(await db.select().from(mail_outbox).where(eq(mail_outbox.to, "ann@example.com"))).toEqual([]);
  });

  test("signed out, GET /api/auth answers user null and an empty watchlist, never cached", async () => {
    const response = await getAuth(
      request(harbour, "GET", "/api/auth", new Map()),
      segment({ host: harbour.host }),
    );
    expect(await response.json()).toEqual({ user: null, watchlist: [] });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  test("the emailed link signs in once: an httpOnly Lax cookie, then the link fails with a clear message", async () => {
    const email = `once-${randomInt(1e9)}@example.com`;
    expect((await askForLink(harbour, email)).status).toBe(200);
    const link = await lastLink(email);
    expect(link.origin).toBe(origin(harbour));
    const stored = await db.select().from(shopper_verifications);
    expect(
      stored.some((v) =>
        v.identifier.includes(defined(link.searchParams.get("token"), 'link.searchParams.get("token")')),
      ),
    ).toBe(false);

    const jar: Jar = new Map();
    const first = await follow(harbour, link, jar);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`${origin(harbour)}/my-garage?tab=saved-cars&signed_in=new`);
    const cookie = defined(
      first.headers.getSetCookie().find((c) => c.startsWith("forecourt.session_token=")),
      "the session cookie",
    );
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect((await me(harbour, jar)).user?.email).toBe(email);

    const again = await follow(harbour, link, new Map());
    expect(again.status).toBe(302);
    const to = new URL(defined(again.headers.get("location"), 'again.headers.get("location")'));
    expect(to.pathname).toBe("/sign-in");
    expect(to.searchParams.get("error")).toBe("INVALID_TOKEN");
  });

  test("an expired link fails the same way and signs nobody in", async () => {
    const email = `late-${randomInt(1e9)}@example.com`;
    await askForLink(harbour, email);
    await db.update(shopper_verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const jar: Jar = new Map();
    const response = await follow(harbour, await lastLink(email), jar);
    expect(
      new URL(defined(response.headers.get("location"), 'response.headers.get("location")')).searchParams.get(
        "error",
      ),
    ).toBe("INVALID_TOKEN");
    expect((await me(harbour, jar)).user).toBeNull();
  });

  test("a bad address is refused naming the field, and nothing is sent", async () => {
    const response = await askForLink(harbour, "not-an-address");
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      email: "Enter a valid email address",
    });
  });

  test("sign-in emails are limited per address, whatever the client", async () => {
    const email = `busy-${randomInt(1e9)}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await askForLink(harbour, email)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  test("sign-in emails are limited per client, whatever the address", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await askForLink(harbour, `c${i}-${randomInt(1e9)}@example.com`, ip)).status);
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
  });

  test("the device's saved cars merge into the account: no duplicates, none lost", async () => {
    const email = `merge-${randomInt(1e9)}@example.com`;
    const jar = await signIn(harbour, email);
    const save = (car_id: number) =>
      saveWatchlist(
        request(harbour, "POST", "/api/auth/watchlist", jar, { car_id, saved: true }),
        segment({ host: harbour.host }),
      );
    expect((await save(defined(carIds[0], "carIds[0]"))).status).toBe(200);
    const merged = await mergeWatchlist(
      request(harbour, "POST", "/api/auth/watchlist/merge", jar, {
        car_ids: [defined(carIds[1], "carIds[1]"), defined(carIds[0], "carIds[0]"), 999_999],
      }),
      segment({ host: harbour.host }),
    );
    expect(merged.status).toBe(200);
    const second = await signIn(harbour, email);
    expect((await me(harbour, second)).watchlist.map((c) => c.id)).toEqual([carIds[0], carIds[1]]);
  });

  test("one group's sites share an account; another group's site treats the session as nobody", async () => {
    const email = `group-${randomInt(1e9)}@example.com`;
    const jar = await signIn(harbour, email);
    expect((await me(other, jar)).user).toBeNull();
    const onSister = await signIn(sister, email);
    expect((await me(sister, onSister)).user?.email).toBe(email);
    const users = await db.select().from(shopper_users).where(eq(shopper_users.email, email));
    expect(users).toHaveLength(1);
    await signIn(other, email);
    expect(await db.select().from(shopper_users).where(eq(shopper_users.email, email))).toHaveLength(2);
    // A site lists only the saved cars it sells.
    await saveWatchlist(
      request(sister, "POST", "/api/auth/watchlist", onSister, { car_id: sisterCar, saved: true }),
      segment({ host: sister.host }),
    );
    expect((await me(harbour, jar)).watchlist).toEqual([]);
  });

  test("download my data, then delete the account: sessions and watchlist go, leads stay", async () => {
    const email = `rights-${randomInt(1e9)}@example.com`;
    const jar = await signIn(harbour, email);
    await saveWatchlist(
      request(harbour, "POST", "/api/auth/watchlist", jar, {
        car_id: defined(carIds[2], "carIds[2]"),
        saved: true,
      }),
      segment({ host: harbour.host }),
    );
    const leadCount = (await db.select().from(leads)).length;
    const data = await myData(
      request(harbour, "GET", "/api/auth/my-data", jar),
      segment({ host: harbour.host }),
    );
    expect(data.headers.get("content-disposition")).toContain("attachment");
    const body = (await data.json()) as { account: { email: string }; watchlist: Array<{ car_id: number }> };
    expect(body.account.email).toBe(email);
    expect(body.watchlist.map((w) => w.car_id)).toEqual([carIds[2]]);
    expect(JSON.stringify(body)).not.toContain(
      defined(jar.get("forecourt.session_token"), 'jar.get("forecourt.session_token")').split(".")[0],
    );

    const user = one(
      await db.select().from(shopper_users).where(eq(shopper_users.email, email)),
      "shopper_users row",
    );
    const closed = await closeAccount(
      request(harbour, "POST", "/api/auth/close-account", jar, {}),
      segment({ host: harbour.host }),
    );
    expect(closed.status).toBe(200);
    expect(await db.select().from(shopper_users).where(eq(shopper_users.email, email))).toEqual([]);
    expect(await db.select().from(shopper_sessions).where(eq(shopper_sessions.userId, user.id))).toEqual([]);
    expect(await db.select().from(shopper_watchlist).where(eq(shopper_watchlist.user_id, user.id))).toEqual(
      [],
    );
    expect((await db.select().from(leads)).length).toBe(leadCount);
    expect((await me(harbour, jar)).user).toBeNull();
  });

  test("account routes need a session: 401 without one", async () => {
    const response = await myData(
      request(harbour, "GET", "/api/auth/my-data", new Map()),
      segment({ host: harbour.host }),
    );
    expect(response.status).toBe(401);
  });

  test("the account lists its saved searches; only their owner can remove one", async () => {
    const email = `searches-${randomInt(1e9)}@example.com`;
    const owner = await signIn(harbour, email);
    const at = { host: harbour.host };
    for (const path of ["/search?make=Toyota", "/search?make=Kia&price_max=30000"]) {
      const saved = await saveSearch(
        request(harbour, "POST", "/api/auth/saved-searches", owner, { path }),
        segment(at),
      );
      expect(saved.status).toBe(201);
    }
    const list = async (site: TestSite, jar: Jar) => {
      const response = await listSavedSearches(
        request(site, "GET", "/api/auth/saved-searches", jar),
        segment({ host: site.host }),
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { saved_searches: Array<{ id: number; path: string }> })
        .saved_searches;
    };
    const mine = await list(harbour, owner);
    expect(mine.map((s) => s.path)).toEqual(["/search?make=Toyota", "/search?make=Kia&price_max=30000"]);
    const remove = (site: TestSite, jar: Jar, id: number) =>
      removeSavedSearch(
        request(site, "POST", "/api/auth/saved-searches/remove", jar, { id }),
        segment({ host: site.host }),
      );

    // Another shopper of the same group, and the same address in another group: not theirs.
    const neighbour = await signIn(harbour, `neighbour-${randomInt(1e9)}@example.com`);
    expect((await remove(harbour, neighbour, defined(mine[0], "mine[0]").id)).status).toBe(404);
    const elsewhere = await signIn(other, email);
    expect((await remove(other, elsewhere, defined(mine[0], "mine[0]").id)).status).toBe(404);
    expect((await remove(harbour, new Map(), defined(mine[0], "mine[0]").id)).status).toBe(401);
    // A hostile id is a field error, not a database error.
    for (const id of [2 ** 40, 1e300, 0, -1]) {
      const refused = await remove(harbour, owner, id);
      expect(refused.status, `id ${id}`).toBe(422);
      expect(JSON.stringify(await refused.json())).toContain("id");
    }
    expect(await list(harbour, owner)).toHaveLength(2);
    expect(await list(harbour, neighbour)).toEqual([]);

    const removed = await remove(harbour, owner, defined(mine[0], "mine[0]").id);
    expect(removed.status).toBe(200);
    expect(
      ((await removed.json()) as { saved_searches: Array<{ path: string }> }).saved_searches.map(
        (s) => s.path,
      ),
    ).toEqual(["/search?make=Kia&price_max=30000"]);
    expect((await list(harbour, owner)).map((s) => s.path)).toEqual(["/search?make=Kia&price_max=30000"]);
    // A search saved on one site is listed on that site only (its path is that site's).
    expect(await list(sister, await signIn(sister, email))).toEqual([]);
  });

  describe("saved searches and alerts", () => {
    const mails: MailMessage[] = [];
    const transport: DeliveryTransport = {
      async sendMail(message) {
        mails.push(message);
      },
      async postWebhook() {},
    };
    // Ahead of the wall clock, so every check made in the test is due.
    let clock = Date.now() + 3_600_000;
    const run = () => {
      clock += 1000;
      return runShopperAlerts(db, { now: new Date(clock), transport, intervalMs: 0 });
    };
    const mine = (email: string) => mails.filter((m) => m.to.includes(email));

    test("one email per change, none when nothing changed, and one-click unsubscribe stops them", async () => {
      const email = `alerts-${randomInt(1e9)}@example.com`;
      const jar = await signIn(harbour, email);
      const saved = await saveSearch(
        request(harbour, "POST", "/api/auth/saved-searches", jar, { path: "/search?make=Toyota" }),
        segment({ host: harbour.host }),
      );
      expect(saved.status).toBe(201);
      await saveWatchlist(
        request(harbour, "POST", "/api/auth/watchlist", jar, {
          car_id: defined(carIds[0], "carIds[0]"),
          saved: true,
        }),
        segment({ host: harbour.host }),
      );

      await run();
      expect(mine(email)).toEqual([]);

      // The feed lowers the saved car's price and a new Toyota arrives.
      await db
        .update(cars)
        .set({ price: 2_299_000 })
        .where(eq(cars.id, defined(carIds[0], "carIds[0]")));
      const d = one(
        await db
          .select()
          .from(dealerships)
          .where(eq(dealerships.slug, defined(harbour.dealershipSlugs[0], "harbour.dealershipSlugs[0]"))),
        "dealerships row",
      );
      await db.insert(cars).values(
        carValues(d.id, {
          slug: `acct-new-${randomInt(1e9)}`,
          name: "2024 Toyota Camry Ascent",
          created_at: new Date(clock + 5000),
        }),
      );
      await run();
      await run();
      expect(mine(email)).toHaveLength(1);
      const alert = defined(mine(email)[0], "the alert mail");
      expect(alert.subject).toContain("1 new car and 1 price drop");
      expect(alert.text).toContain("2024 Toyota Camry Ascent");
      expect(alert.text).toContain("now $22,990 (was $24,990)");
      expect(defined(alert.headers, "alert.headers")["List-Unsubscribe-Post"]).toBe(
        "List-Unsubscribe=One-Click",
      );
      const oneClick = defined(
        alert.headers?.["List-Unsubscribe"],
        'alert.headers["List-Unsubscribe"]',
      ).slice(1, -1);

      const forged = await unsubscribe(
        new Request(`${oneClick.replace(/token=[^&]+/, "token=someone.abc")}`, {
          method: "POST",
          body: "List-Unsubscribe=One-Click",
        }),
        segment({ host: harbour.host }),
      );
      expect(forged.status).toBe(404);
      // The link works only on the sites of the dealer group that sent it.
      const elsewhere = await unsubscribe(
        new Request(oneClick.replace(harbour.host, other.host), {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
        segment({ host: other.host }),
      );
      expect(elsewhere.status).toBe(404);
      const done = await unsubscribe(
        new Request(oneClick, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
        segment({ host: harbour.host }),
      );
      expect(done.status).toBe(200);
      await db
        .update(cars)
        .set({ price: 1_999_000 })
        .where(eq(cars.id, defined(carIds[0], "carIds[0]")));
      await run();
      expect(mine(email)).toHaveLength(1);
    });

    test("The unsubscribe link of a closed account answers 404, not 500", async () => {
      const [row] = await db
        .select({ id: websites.id, dealership_group: websites.dealership_group })
        .from(websites)
        .where(eq(websites.id, harbour.id));
      const token = unsubscribeToken(
        accountScope(defined(row, "harbour's row")),
        `closed-account-${randomInt(1e9)}`,
      );
      const response = await unsubscribe(
        new Request(`http://${harbour.host}/api/auth/unsubscribe?token=${encodeURIComponent(token)}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
        segment({ host: harbour.host }),
      );
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/closed/);
    });
  });
});
