// /healthz (up) and /readyz (database reachable, migrations applied, Redis
// reachable when configured), with 503 naming each failed check.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as healthz } from "@/app/platform/healthz/route";
import { GET as metricsRoute } from "@/app/platform/metrics/route";
import { GET as readyz } from "@/app/platform/readyz/route";
import { defined } from "@/domain/defined";
import { type Database, MIGRATIONS_FOLDER } from "@/server/db/client";
import { checkReadiness } from "@/server/ops/check-readiness";
import { readinessResponse } from "@/server/ops/readiness-response";
import { useAsProcessDatabase } from "../support/lead-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-readyz-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The repository's migrations plus one more that was never applied. */
function migrationsWithOneMore(): string {
  const folder = path.join(tmp, "migrations");
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8"));
  const last = journal.entries.at(-1);
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: "9999_not_applied" });
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  fs.writeFileSync(path.join(folder, "9999_not_applied.sql"), "select 1;");
  return folder;
}

test("/healthz answers 200 without touching the database", async () => {
  const res = healthz();
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: "ok" });
  expect(res.headers.get("cache-control")).toBe("no-store");
});

test("an unreachable database: 503 naming the database (and migrations unknown)", async () => {
  const readiness = await checkReadiness({
    database: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:1\n    at stack")),
    redis: null,
  });
  const res = readinessResponse(readiness);
  expect(res.status).toBe(503);
  const body = await res.json();
  expect(body).toMatchObject({
    status: "not_ready",
    failed: ["database", "migrations"],
    checks: { database: { ok: false, error: "connect ECONNREFUSED 127.0.0.1:1" } },
  });
});

test("an unreachable Redis: 503 naming redis", async () => {
  const redis = new Redis("redis://127.0.0.1:1/0", {
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    lazyConnect: true,
  });
  redis.on("error", () => {});
  const readiness = await checkReadiness({
    database: () => Promise.reject(new Error("skip")),
    redis,
  });
  redis.disconnect();
  expect(readiness.checks.redis?.ok).toBe(false);
  const body = await readinessResponse(readiness).json();
  expect(body.failed).toContain("redis");
});

describe.skipIf(!TEST_REDIS_URL)("with Redis (TEST_REDIS_URL)", () => {
  test("a reachable Redis passes", async () => {
    const redis = new Redis(defined(TEST_REDIS_URL, "TEST_REDIS_URL"));
    const readiness = await checkReadiness({ database: () => Promise.reject(new Error("skip")), redis });
    await redis.quit();
    expect(readiness.checks.redis).toEqual({ ok: true });
  });
});

describe.each(testDatabaseTargets())("/readyz on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database.close();
  });

  test("a migrated database: 200 ready", async () => {
    const readiness = await checkReadiness({ database: async () => database, redis: null });
    expect(readiness).toEqual({ ready: true, checks: { database: { ok: true }, migrations: { ok: true } } });
  });

  test("a migration in the repository that the database lacks: 503 naming migrations", async () => {
    const readiness = await checkReadiness({
      database: async () => database,
      redis: null,
      migrationsFolder: migrationsWithOneMore(),
    });
    const res = readinessResponse(readiness);
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.failed).toEqual(["migrations"]);
    expect(body.checks.migrations.error).toMatch(/^1 of \d+ migrations not applied$/);
  });

  test("the route answers 200 on the process database", async () => {
    useAsProcessDatabase(database);
    delete process.env.REDIS_URL;
    const res = await readyz();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ready" });
  });
});

test("/metrics without METRICS_TOKEN: a client on this machine only; anyone else gets 404", async () => {
  const scrape = (ip: string) =>
    metricsRoute(new Request("http://localhost/metrics", { headers: { "x-forwarded-for": ip } }));
  const local = await scrape("127.0.0.1");
  expect(local.status).toBe(200);
  expect(await local.text()).toContain("forecourt_leads_received_total");
  expect((await scrape("203.0.113.5")).status).toBe(404);
});
