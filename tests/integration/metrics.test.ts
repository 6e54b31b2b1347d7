// /metrics on the platform host: lead intake, the outbox's depth and age,
// delivery attempts by outcome; readable by a client on this machine, or with METRICS_TOKEN.
process.env.METRICS_TOKEN = "scrape-token-0123456789";

import { afterAll, beforeAll, expect, test } from "vitest";
import { GET as metricsRoute } from "@/app/platform/metrics/route";
import { defined } from "@/domain/defined";
import type { Database } from "@/server/db/client";
import { openDatabase } from "@/server/db/client";
import { deliverDueLeads } from "@/server/leads/deliver-due-leads";
import { requestHash } from "@/server/leads/request-hash";
import { writeLead } from "@/server/leads/write-lead";
import { loadSite } from "@/server/sites/load-site";
import { createTestSite, leadBody, useAsProcessDatabase } from "../support/lead-fixtures";

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory" });
  useAsProcessDatabase(database);
});
afterAll(async () => {
  await database.close();
});

const scrape = (headers: Record<string, string>) =>
  metricsRoute(new Request("http://localhost/metrics", { headers }));

function value(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(" ")[1]) : Number.NaN;
}

test("without the token: 404, even from this machine once METRICS_TOKEN is set", async () => {
  expect((await scrape({ "x-forwarded-for": "127.0.0.1" })).status).toBe(404);
  expect((await scrape({ authorization: "Bearer wrong-token-0123456789" })).status).toBe(404);
});

test("lead intake, outbox depth and age, and delivery outcomes", async () => {
  const db = database.db;
  const created = await createTestSite(db, {
    config: {
      forms: { captcha: false },
      lead_destinations: [{ kind: "webhook", url: "http://127.0.0.1:9/hook", secret: "s".repeat(24) }],
    },
  });
  const site = defined(
    await loadSite(db, { hostname: created.host, slug: created.slug }),
    "loadSite(db, { hostname: created.host, slug: created.slug })",
  );
  for (let i = 0; i < 2; i++) {
    const body = JSON.parse(JSON.stringify(leadBody(site, { message: `metrics ${i}` })));
    await writeLead(db, { site, body, requestHash: requestHash("POST", "/api/leads", body) });
  }
  await new Promise((r) => setTimeout(r, 1100));
  const res = await scrape({ authorization: "Bearer scrape-token-0123456789" });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  const before = await res.text();
  expect(value(before, 'forecourt_leads_received_total{channel="leads"}')).toBe(2);
  expect(value(before, "forecourt_outbox_pending")).toBe(2);
  expect(value(before, "forecourt_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(1);
  expect(value(before, "forecourt_outbox_failed")).toBe(0);
  expect(before).toContain("process_cpu_seconds_total");

  // Both sends fail for good (one attempt allowed): counted as failures, the outbox empties.
  const failing = {
    sendMail: async () => {},
    postWebhook: async () => {
      throw new Error("receiver down");
    },
  };
  await deliverDueLeads(db, { transport: failing, maxAttempts: 1 });
  await new Promise((r) => setTimeout(r, 150));
  const after = await (await scrape({ authorization: "Bearer scrape-token-0123456789" })).text();
  expect(value(after, 'forecourt_lead_delivery_attempts_total{outcome="failed"}')).toBe(2);
  expect(value(after, "forecourt_outbox_pending")).toBe(0);
  expect(value(after, "forecourt_outbox_oldest_pending_age_seconds")).toBe(0);
  expect(value(after, "forecourt_outbox_failed")).toBe(2);
});
