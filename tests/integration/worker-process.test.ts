// SIGTERM on `npm run worker` while a delivery is in flight: the worker
// finishes that delivery (the receiver's 200 is recorded), then exits 0. Runs the real
// script on an embedded PGlite directory, with a local webhook receiver that answers late.

import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";
import { defined } from "@/domain/defined";
import { openDatabase } from "@/server/db/client";
import { delivery_attempts, lead_deliveries } from "@/server/db/schema/all";
import { requestHash } from "@/server/leads/request-hash";
import { writeLead } from "@/server/leads/write-lead";
import { loadSite } from "@/server/sites/load-site";
import { createTestSite, leadBody } from "../support/lead-fixtures";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-worker-"));
const dataDir = path.join(dir, "pglite");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test("SIGTERM during a delivery: the worker completes it, records it, and exits 0", async () => {
  let received: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    received = resolve;
  });
  const receiver = http.createServer((req, res) => {
    req.resume();
    received();
    // Answers well after the SIGTERM.
    setTimeout(() => res.writeHead(200).end("ok"), 1500);
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const port = (receiver.address() as AddressInfo).port;

  const database = await openDatabase({ dataDir });
  const created = await createTestSite(database.db, {
    config: {
      forms: { captcha: false },
      lead_destinations: [{ kind: "webhook", url: `http://127.0.0.1:${port}/hook`, secret: "s".repeat(24) }],
    },
  });
  const site = defined(
    await loadSite(database.db, { hostname: created.host, slug: created.slug }),
    "loadSite(database.db, { hostname: created.host, slug: created.slug })",
  );
  const body = JSON.parse(JSON.stringify(leadBody(site)));
  const lead = (
    await writeLead(database.db, { site, body, requestHash: requestHash("POST", "/api/leads", body) })
  ).response.body as { id: number };
  await database.close();

  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: dataDir, LOG_LEVEL: "info" };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const worker = spawn("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/worker.ts"], {
    cwd: process.cwd(),
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  worker.stdout.on("data", (chunk) => {
    output += chunk;
  });
  worker.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => worker.on("exit", (code) => resolve(code)));
  try {
    await Promise.race([
      arrived,
      exited.then(() => {
        throw new Error(`the worker exited before delivering:\n${output}`);
      }),
    ]);
    const signalledAt = Date.now();
    worker.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1000); // it waited for the answer
    expect(output).toContain("shutting down: draining");
    expect(output).toContain("shut down cleanly");
  } finally {
    worker.kill("SIGKILL");
    receiver.close();
  }

  const reopened = await openDatabase({ dataDir });
  try {
    const rows = await reopened.db.select().from(lead_deliveries).where(eq(lead_deliveries.lead_id, lead.id));
    expect(rows.map((r) => r.status)).toEqual(["delivered"]);
    const attempts = await reopened.db
      .select()
      .from(delivery_attempts)
      .where(eq(delivery_attempts.delivery_id, defined(rows[0], "rows[0]").id));
    expect(attempts.map((a) => a.ok)).toEqual([true]);
  } finally {
    await reopened.close();
  }
}, 120_000);
