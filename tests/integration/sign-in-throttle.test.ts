// Sign-in throttles. Every platform API route that takes credentials (the
// dashboard API's basic credential, a dealership's feed key) goes through platformRoute,
// which counts each 401 for the client; past 20 failures in 15 minutes the client gets 429
// before its credentials are even checked. (Without Redis or PostgreSQL the counters are in
// memory; shared-protection.test.ts shows them shared on Redis.)
import { afterAll, beforeAll, expect, test } from "vitest";
import { GET as manufacturer } from "@/app/platform/api/dashboard/manufacturers/[slug]/route";
import { PUT as putFeedCar } from "@/app/platform/api/feed/cars/[stocknum]/route";
import { type Database, openDatabase } from "@/server/db/client";
import { segment, useAsProcessDatabase } from "../support/lead-fixtures";

let database: Database;
beforeAll(async () => {
  delete process.env.REDIS_URL;
  delete process.env.DATABASE_URL;
  database = await openDatabase({ dataDir: "memory" });
  useAsProcessDatabase(database);
});
afterAll(async () => {
  await database.close();
});

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
const GOOD = basic("dashboard", "forecourt-demo");

function askManufacturer(ip: string, authorization?: string) {
  return manufacturer(
    new Request("http://localhost/api/dashboard/manufacturers/toyota.json?website_id=1", {
      headers: { "x-forwarded-for": ip, ...(authorization ? { authorization } : {}) },
    }),
    segment({ slug: "toyota.json" }),
  );
}

test("20 wrong dashboard credentials are 401; then even the right one is 429 for that client", async () => {
  const ip = "198.51.100.20";
  for (let i = 0; i < 20; i++)
    expect((await askManufacturer(ip, basic("dashboard", `guess-${i}`))).status).toBe(401);
  // The 21st failure is still answered 401 (and counted) ...
  expect((await askManufacturer(ip, basic("dashboard", "guess-20"))).status).toBe(401);
  // ... after which the client is refused before any check, right credential or not.
  const refused = await askManufacturer(ip, GOOD);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect((await refused.json()).error.message).toMatch(/^Too many failed sign-in attempts\./);
  // Another client with the right credential is unaffected (past the auth check: not 401/429).
  expect([401, 429]).not.toContain((await askManufacturer("198.51.100.21", GOOD)).status);
  // A request without credentials is not a sign-in: it is still told what to send.
  expect((await askManufacturer(ip)).status).toBe(401);
});

test("wrong feed keys count the same way", async () => {
  const ip = "198.51.100.30";
  const put = (key: string) =>
    putFeedCar(
      new Request("http://localhost/api/feed/cars/ABC1", {
        method: "PUT",
        headers: {
          "x-forwarded-for": ip,
          authorization: `Bearer ${key}`,
          "content-type": "application/json",
        },
        body: "{}",
      }),
      segment({ stocknum: "ABC1" }),
    );
  for (let i = 0; i < 21; i++) expect((await put(`wrong-key-${i}-xxxxxxxx`)).status).toBe(401);
  expect((await put("any-key-at-all-xxxxxxxx")).status).toBe(429);
});
