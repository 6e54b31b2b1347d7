// SPEC 2 "open an assistant chat", DESIGN 2 stand-ins: POST /demo-assistant/answers is the
// local stand-in for the assistant provider's API. It answers from a car's public facts,
// only for a site configured to use it, with the site's key, on a local platform domain,
// within bounds (body size, question length, rate limit).
process.env.ASSISTANT_RATE_LIMIT = "3";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { POST } from "@/app/site/[host]/demo-assistant/answers/route";
import { defined } from "@/domain/defined";
import { env } from "@/env";
import type { Database, Db } from "@/server/db/client";
import { cars, dealerships } from "@/server/db/schema/all";
import {
  createTestSite,
  jsonRequest,
  segment,
  type TestSite,
  useAsProcessDatabase,
} from "../support/lead-fixtures";
import { one } from "../support/one";
import { carValues } from "../support/stock-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const KEY = "test-assistant-key";
const ASSISTANT = {
  assistant_provider: "forecourt-assistant",
  assistant_url: "/demo-third-party/assistant.js",
  assistant_api_url: "/demo-assistant/answers",
  assistant_key: KEY,
} as const;

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

describe.each(testDatabaseTargets())("the demo assistant on $name", (target) => {
  let database: Database;
  let db: Db;
  let site: TestSite;
  let carId: number;
  let otherCarId: number;

  async function addCar(s: TestSite, slug: string, overrides: Partial<typeof cars.$inferInsert> = {}) {
    const d = one(
      await db
        .select()
        .from(dealerships)
        .where(eq(dealerships.slug, defined(s.dealershipSlugs[0], "s.dealershipSlugs[0]"))),
      "dealerships row",
    );
    const car = one(
      await db
        .insert(cars)
        .values(carValues(d.id, { slug, ...overrides }))
        .returning({ id: cars.id }),
      "cars row",
    );
    return car.id;
  }

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    site = await createTestSite(db, { config: { chat: ASSISTANT } });
    const other = await createTestSite(db, { config: { chat: ASSISTANT } });
    carId = await addCar(site, `${site.slug}-corolla`, {
      stocknum: "AS1234",
      colour: "Glacier White",
      features: ["Tow bar", "Reversing camera"],
    });
    otherCarId = await addCar(other, `${other.slug}-corolla`);
  });
  afterAll(async () => {
    await database.close();
  });

  const ask = (body: unknown, s: TestSite = site, headers: Record<string, string> = {}) =>
    POST(jsonRequest(s, "POST", "/demo-assistant/answers", body, headers), segment({ host: s.host }));

  test("a question about the car is answered from its public facts, labelled as a demo", async () => {
    const res = await ask({ key: KEY, car_id: carId, question: "What colour is it, and the price?" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      car_id: carId,
      answer:
        "(Demo assistant) The 2021 Toyota Corolla Ascent Sport is listed at $24,990. The 2021 Toyota Corolla Ascent Sport is Glacier White.",
    });
    const towbar = (await (
      await ask({ key: KEY, car_id: carId, question: "Has it got a towbar?" })
    ).json()) as {
      answer: string;
    };
    expect(towbar.answer).toBe(
      '(Demo assistant) Yes: the 2021 Toyota Corolla Ascent Sport lists "Tow bar" among its features.',
    );
  });

  test.each<[string, Record<string, unknown>, number, string]>([
    ["a wrong key", { key: "nope" }, 401, "unauthorized"],
    ["another site's car", { car_id: -1 }, 422, "validation_failed"],
    ["an empty question", { question: "   " }, 422, "validation_failed"],
    ["a question over 500 characters", { question: "a".repeat(501) }, 422, "validation_failed"],
    ["an unknown field", { history: [] }, 422, "validation_failed"],
  ])("%s is refused", async (_name, over, status, code) => {
    const body = { key: KEY, car_id: carId, question: "How much?", ...over };
    if (over.car_id === -1) body.car_id = otherCarId;
    const res = await ask(body);
    expect(res.status).toBe(status);
    expect(((await res.json()) as ErrorBody).error.code).toBe(code);
  });

  test("a body over 2 KB is refused before it is read", async () => {
    const res = await ask(JSON.stringify({ key: KEY, car_id: carId, question: "x".repeat(3000) }));
    expect(res.status).toBe(413);
  });

  test("a site without the stand-in as its assistant has no demo assistant", async () => {
    const plain = await createTestSite(db);
    const elsewhere = await createTestSite(db, {
      config: { chat: { ...ASSISTANT, assistant_api_url: "https://api.assistant.example/answers" } },
    });
    for (const s of [plain, elsewhere]) {
      const res = await ask({ key: KEY, car_id: carId, question: "How much?" }, s);
      expect(res.status).toBe(404);
    }
  });

  test("outside a local platform domain the stand-in does not exist", async () => {
    const e = env();
    const domain = e.PLATFORM_DOMAIN;
    e.PLATFORM_DOMAIN = "forecourt.example";
    try {
      const res = await ask({ key: KEY, car_id: carId, question: "How much?" });
      expect(res.status).toBe(404);
    } finally {
      e.PLATFORM_DOMAIN = domain;
    }
  });

  test("each shopper may ask ASSISTANT_RATE_LIMIT questions a window, then gets 429", async () => {
    const shopper = { "x-forwarded-for": target.name === "pglite" ? "203.0.113.7" : "203.0.113.8" };
    for (let i = 0; i < 3; i++) {
      expect((await ask({ key: KEY, car_id: carId, question: "How much?" }, site, shopper)).status).toBe(200);
    }
    const limited = await ask({ key: KEY, car_id: carId, question: "How much?" }, site, shopper);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
