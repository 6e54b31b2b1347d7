// The delivery worker wakes on LISTEN/NOTIFY (PostgreSQL), two workers
// never deliver the same job twice, and stopping drains the deliveries in flight. Runs on
// PGlite always and on PostgreSQL when TEST_DATABASE_URL is set (the LISTEN cases need it).

import { eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defined } from "@/domain/defined";
import type { Database, Db } from "@/server/db/client";
import { lead_deliveries } from "@/server/db/schema/all";
import { DELIVERY_CHANNEL } from "@/server/leads/delivery-signal";
import type { DeliveryTransport, WebhookRequest } from "@/server/leads/delivery-transport";
import { enqueueLeadDeliveries } from "@/server/leads/enqueue-lead-deliveries";
import { listenForDeliveries } from "@/server/leads/listen-for-deliveries";
import { requestHash } from "@/server/leads/request-hash";
import { runDeliveryWorker } from "@/server/leads/run-delivery-worker";
import { writeLead } from "@/server/leads/write-lead";
import { loadSite } from "@/server/sites/load-site";
import type { Site } from "@/server/sites/site";
import { createTestSite, leadBody } from "../support/lead-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const PG_URL = process.env.TEST_DATABASE_URL;
if (!PG_URL) console.info("delivery-worker: TEST_DATABASE_URL not set, the LISTEN/NOTIFY cases are skipped");

/** Records webhooks; `hold` keeps each send open until release() (a delivery in flight). */
class RecordingTransport implements DeliveryTransport {
  webhooks: WebhookRequest[] = [];
  started = 0;
  private gate: Promise<void> | null = null;
  private open: () => void = () => {};
  hold() {
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
  }
  release() {
    this.open();
    this.gate = null;
  }
  async sendMail() {}
  async postWebhook(request: WebhookRequest) {
    this.started += 1;
    if (this.gate) await this.gate;
    this.webhooks.push(request);
  }
}

async function until(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(testDatabaseTargets())("the delivery worker on $name", (target) => {
  let database: Database;
  let db: Db;
  let site: Site;
  const listenUrl = target.name === "postgres" ? PG_URL : undefined;

  const create = async (message: string) => {
    const body = JSON.parse(JSON.stringify(leadBody(site, { message })));
    return (await writeLead(db, { site, body, requestHash: requestHash("POST", "/api/leads", body) }))
      .response.body as { id: number };
  };
  const statuses = async (leadIds: number[]) =>
    (
      await db
        .select({ status: lead_deliveries.status })
        .from(lead_deliveries)
        .where(inArray(lead_deliveries.lead_id, leadIds))
    ).map((r) => r.status);

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    const created = await createTestSite(db, {
      config: {
        forms: { captcha: false },
        lead_destinations: [{ kind: "webhook", url: "http://127.0.0.1:9/hook", secret: "s".repeat(24) }],
      },
    });
    site = defined(
      await loadSite(db, { hostname: created.host, slug: created.slug }),
      "loadSite(db, { hostname: created.host, slug: created.slug })",
    );
  });
  afterAll(async () => {
    await database.close();
  });

  test("stop() drains: a delivery in flight is sent and recorded before the worker stops", async () => {
    const transport = new RecordingTransport();
    transport.hold();
    const worker = runDeliveryWorker(db, { transport, pollMs: 20, log: () => {}, listenUrl });
    await worker.ready;
    const { id } = await create("in flight at shutdown");
    await until(() => transport.started === 1);
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(stopped).toBe(false); // still waiting for the send in flight
    transport.release();
    await stopping;
    expect(transport.webhooks).toHaveLength(1);
    expect(await statuses([id])).toEqual(["delivered"]);
    // A lead written after the stop stays queued for the next worker.
    const later = await create("after shutdown");
    await new Promise((r) => setTimeout(r, 100));
    expect(await statuses([later.id])).toEqual(["pending"]);
    await runDeliveryWorker(db, { transport, pollMs: 20, log: () => {} }).stop();
  });

  test("two workers running at once deliver each of 40 jobs exactly once", async () => {
    const a = new RecordingTransport();
    const b = new RecordingTransport();
    const workers = [
      runDeliveryWorker(db, { transport: a, pollMs: 10, batchSize: 3, log: () => {}, listenUrl }),
      runDeliveryWorker(db, { transport: b, pollMs: 10, batchSize: 3, log: () => {}, listenUrl }),
    ];
    await Promise.all(workers.map((w) => w.ready));
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) ids.push((await create(`burst ${i}`)).id);
    await until(async () => (await statuses(ids)).every((s) => s === "delivered"), 20_000);
    await Promise.all(workers.map((w) => w.stop()));
    const sent = [...a.webhooks, ...b.webhooks].map((w) => w.headers["X-Forecourt-Delivery"]);
    expect(sent).toHaveLength(40);
    expect(new Set(sent).size).toBe(40);
    expect(a.webhooks.length + b.webhooks.length).toBe(40);
  });

  test.skipIf(target.name !== "postgres")(
    "NOTIFY reaches listeners when the enqueueing transaction commits, never on rollback",
    async () => {
      let notified = 0;
      const listener = listenForDeliveries(defined(PG_URL, "PG_URL"), () => {
        notified += 1;
      });
      await listener.ready;
      await until(() => notified === 1); // the wake on connect
      const { id } = await create("notify");
      const enqueue = (tx: Parameters<Parameters<Db["transaction"]>[0]>[0]) =>
        enqueueLeadDeliveries(tx, {
          site,
          leadId: id,
          channel: "leads",
          partial: false,
          now: new Date(),
          isNew: true,
        });
      await expect(
        db.transaction(async (tx) => {
          await enqueue(tx);
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      await until(() => notified >= 2); // the commit of create() above
      const afterCreate = notified;
      await new Promise((r) => setTimeout(r, 300));
      expect(notified).toBe(afterCreate); // nothing from the rolled-back transaction
      await db.transaction(async (tx) => {
        await enqueue(tx);
      });
      await until(() => notified === afterCreate + 1);
      await listener.close();
    },
  );

  test.skipIf(target.name !== "postgres")(
    "a worker that polls once a minute delivers at once on a NOTIFY from another process",
    async () => {
      const transport = new RecordingTransport();
      const { id } = await create("from another process");
      await runDeliveryWorker(db, { transport: new RecordingTransport(), pollMs: 10, log: () => {} }).stop();
      const worker = runDeliveryWorker(db, { transport, pollMs: 60_000, log: () => {}, listenUrl });
      await worker.ready;
      await new Promise((r) => setTimeout(r, 300)); // its first pass found nothing; it sleeps a minute
      // A row written as by another process: no in-process signal, then that process's NOTIFY.
      const [row] = await db.select().from(lead_deliveries).where(eq(lead_deliveries.lead_id, id));
      await db.insert(lead_deliveries).values({
        lead_id: id,
        website_id: defined(row, "row").website_id,
        destination: defined(row, "row").destination,
        prospect_status: defined(row, "row").prospect_status,
        next_attempt_at: new Date(),
      });
      const started = Date.now();
      const other = new pg.Client({ connectionString: PG_URL });
      await other.connect();
      await other.query("select pg_notify($1, '')", [DELIVERY_CHANNEL]);
      await other.end();
      await until(async () => (await statuses([id])).every((s) => s === "delivered"), 5_000);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(transport.webhooks).toHaveLength(1);
      await worker.stop();
    },
  );
});
