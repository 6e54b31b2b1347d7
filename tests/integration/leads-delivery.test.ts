// Delivery without loss (DESIGN 5): the lead and its outbox rows commit together; the worker
// claims with SKIP LOCKED, retries with backoff, records every attempt, and marks failures.
process.env.MEDIA_DIR ??= ".data/test-media";
process.env.LEAD_FILES_DIR ??= ".data/test-lead-files";

import { readFile } from "node:fs/promises";
import { asc, eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as getLeadFile } from "@/app/platform/api/lead-files/[id]/route";
import { defined } from "@/domain/defined";
import { at, childrenNamed, parseXml, textOf } from "@/domain/leads/test-support/parse-xml";
import type { Database, Db } from "@/server/db/client";
import { delivery_attempts, lead_deliveries, lead_files, leads, mail_outbox } from "@/server/db/schema/all";
import { createDeliveryTransport } from "@/server/leads/create-delivery-transport";
import { deliverDueLeads } from "@/server/leads/deliver-due-leads";
import type { DeliveryTransport, MailMessage, WebhookRequest } from "@/server/leads/delivery-transport";
import { isValidLeadFileLink, leadFileLink } from "@/server/leads/lead-file-link";
import { storeLeadFiles } from "@/server/leads/lead-files";
import { leadUpdateToken } from "@/server/leads/lead-token";
import { pruneIdempotencyKeys } from "@/server/leads/prune-idempotency-keys";
import { requestHash } from "@/server/leads/request-hash";
import { runDeliveryWorker } from "@/server/leads/run-delivery-worker";
import { writeLead } from "@/server/leads/write-lead";
import { loadSite } from "@/server/sites/load-site";
import type { Site } from "@/server/sites/site";
import { captured } from "../support/captured";
import { createTestSite, leadBody, leadTableCounts, useAsProcessDatabase } from "../support/lead-fixtures";
import { testDatabaseTargets } from "../support/test-databases";
import { verifyWebhook } from "../support/verify-webhook";

const SECRET = "webhook-secret-0123456789";

class FakeTransport implements DeliveryTransport {
  mails: MailMessage[] = [];
  webhooks: WebhookRequest[] = [];
  /** Answers for the next calls: true = accept, false = fail. Empty = accept. */
  script: boolean[] = [];
  private next(): void {
    if (this.script.shift() === false) throw new Error("receiver unavailable (503)");
  }
  async sendMail(message: MailMessage) {
    this.next();
    this.mails.push(message);
  }
  async postWebhook(request: WebhookRequest) {
    this.next();
    this.webhooks.push(request);
  }
}

describe.each(testDatabaseTargets())("lead delivery on $name", (target) => {
  let database: Database;
  let db: Db;
  let site: Site;
  let partialSite: Site;

  const load = async (slug: string) =>
    defined(await loadSite(db, { hostname: `${slug}.localhost`, slug }), `the demo site ${slug}`);
  // Bodies go through JSON as they would over HTTP (undefined keys disappear).
  const json = (body: unknown) => JSON.parse(JSON.stringify(body));
  const create = async (s: Site, body: unknown, extra: Partial<Parameters<typeof writeLead>[1]> = {}) =>
    (
      await writeLead(db, {
        site: s,
        body: json(body),
        requestHash: requestHash("POST", "/api/leads", body),
        ...extra,
      })
    ).response.body as { id: number; token: string };

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database); // the file download route reads through getDb()
    const a = await createTestSite(db, {
      config: {
        forms: { captcha: false },
        lead_destinations: [
          { kind: "email", to: ["sales@dealer.example", "boss@dealer.example"] },
          { kind: "adf", to: "crm@dealer.example" },
          { kind: "webhook", url: "http://127.0.0.1:9/hook", secret: SECRET },
        ],
      },
    });
    const b = await createTestSite(db, {
      config: {
        forms: { captcha: false, partial_lead_delivery: true },
        lead_destinations: [{ kind: "adf", to: "crm@dealer.example" }],
      },
    });
    site = await load(a.slug);
    partialSite = await load(b.slug);
  });
  afterAll(async () => {
    await database.close();
  });

  test("the outbox rows commit with the lead, or neither does", async () => {
    const before = await leadTableCounts(db);
    // A file row that cannot be written (size is not an integer) fails the transaction
    // after the lead and before the outbox rows: nothing at all may remain.
    await expect(
      create(site, leadBody(site), {
        idempotencyKey: "atomic-1",
        files: [
          {
            field: "resume",
            filename: "a.pdf",
            content_type: "application/pdf",
            size: 1.5,
            storage_path: "x",
            download_id: "atomic-download-id-xxxx",
          },
        ],
      }),
    ).rejects.toThrow();
    expect(await leadTableCounts(db)).toEqual(before);
    // The same key is free again: the retry succeeds and writes the lead with its 3 rows.
    await create(site, leadBody(site), { idempotencyKey: "atomic-1" });
    const after = await leadTableCounts(db);
    expect([after.leads - before.leads, after.lead_deliveries - before.lead_deliveries]).toEqual([1, 3]);
  });

  test("email, ADF and a signed webhook are sent; receivers get a stable delivery id", async () => {
    await deliverDueLeads(db, { transport: new FakeTransport() }); // drain earlier tests' rows
    const { id } = await create(
      site,
      leadBody(site, { message: "Deliver me <now> & quickly", phone: "0061 412 345 678" }),
    );
    const [stored] = await db.select().from(leads).where(eq(leads.id, id));
    // The phone as typed and its E.164 form are both stored.
    expect([
      defined(stored, "stored").payload.phone,
      defined(stored, "stored").payload.phone_e164,
      defined(stored, "stored").payload.mobile_e164,
    ]).toEqual(["0061 412 345 678", "+61412345678", "+61412345678"]);
    const transport = new FakeTransport();
    const result = await deliverDueLeads(db, { transport });
    expect(result).toEqual({ claimed: 3, delivered: 3, retrying: 0, failed: 0 });

    const email = defined(
      transport.mails.find((m) => m.to.length === 2),
      "transport.mails.find((m) => m.to.length === 2)",
    );
    expect(email.subject).toContain("General Enquiry from Ann Lee");
    expect(email.text).toContain("Message: Deliver me <now> & quickly");
    // The phone as typed, dialled in its E.164 form (a link).
    expect(email.text).toContain("Phone: 0061 412 345 678 (+61412345678)\n");
    expect(email.html).toContain('<a href="tel:+61412345678">0061 412 345 678</a>');
    expect(email.html).toContain("Deliver me &lt;now&gt; &amp; quickly");

    const adf = defined(
      transport.mails.find((m) => m.to[0] === "crm@dealer.example"),
      "transport.mails.find((m) => m.to[0] === 'crm@dealer.example')",
    );
    const doc = parseXml(adf.text);
    expect(doc.instructions.map((i) => i.target)).toContain("adf");
    expect(doc.root.name).toBe("adf");
    const prospect = defined(at(doc.root, "prospect"), "at(doc.root, 'prospect')");
    expect(prospect.attributes.status).toBe("new");
    expect(textOf(at(prospect, "id"))).toBe(`${site.slug}-${id}`);
    expect(textOf(at(prospect, "customer/comments"))).toBe("Deliver me <now> & quickly");
    expect(
      childrenNamed(
        defined(at(prospect, "customer/contact"), "at(prospect, 'customer/contact')"),
        "name",
      ).map(textOf),
    ).toEqual(["Ann", "Lee"]);
    expect(textOf(at(prospect, "customer/contact/email"))).toBe("ann@example.com");
    expect(textOf(at(prospect, "customer/contact/phone"))).toBe("+61412345678");
    expect(
      defined(at(prospect, "customer/contact/phone"), "at(prospect, 'customer/contact/phone')").attributes
        .type,
    ).toBe("cellphone");
    expect(at(prospect, "vehicle")).toBeDefined();
    expect(textOf(at(prospect, "vendor/vendorname"))).toBe(site.name);
    expect(adf.attachments?.[0]?.filename).toMatch(/\.xml$/);

    const hook = defined(transport.webhooks[0], "transport.webhooks[0]");
    // Standard Webhooks: a receiver verifies with the library and the destination's secret.
    expect(() => new Webhook(SECRET, { format: "raw" }).verify(hook.body, hook.headers)).not.toThrow();
    expect(verifyWebhook(hook.body, SECRET, hook.headers)).toBe(true);
    expect(verifyWebhook(hook.body, "wrong-secret-0123456", hook.headers)).toBe(false);
    expect(verifyWebhook(`${hook.body} `, SECRET, hook.headers)).toBe(false);
    expect(hook.headers["webhook-id"]).toBe(hook.headers["X-Forecourt-Delivery"]);
    const payload = JSON.parse(hook.body);
    expect(payload).toMatchObject({ lead_id: id, website_slug: site.slug, prospect_status: "new" });
    expect(payload.lead).toMatchObject({
      name: "Ann Lee",
      lead_id: id,
      phone: "0061 412 345 678",
      phone_e164: "+61412345678",
      mobile_e164: "+61412345678",
    });
    expect(hook.headers["X-Forecourt-Delivery"]).toBe(payload.delivery_id);

    const rows = await db.select().from(lead_deliveries).where(eq(lead_deliveries.lead_id, id));
    expect(rows.every((r) => r.status === "delivered" && r.attempts === 1 && r.delivered_at !== null)).toBe(
      true,
    );
  });

  test("The click id and source reach the dealer's email, the ADF document and the webhook", async () => {
    await deliverDueLeads(db, { transport: new FakeTransport() }); // drain earlier tests' rows
    const touch = {
      at: new Date(Date.now() - 3_600_000).toISOString(),
      landing_page: "/cars/hilux?gclid=Cj0-click&utm_source=google",
      referrer: null,
      click_ids: { gclid: "Cj0-click" },
      utm: { utm_source: "google", utm_medium: "cpc" },
    };
    const { id } = await create(
      site,
      leadBody(site, { attribution: { first_touch: touch, last_touch: touch } }),
    );
    const transport = new FakeTransport();
    await deliverDueLeads(db, { transport });

    const email = defined(
      transport.mails.find((m) => m.to.length === 2),
      "the dealer's email",
    );
    expect(email.text).toContain(
      "Where this lead came from:\nSource: Paid: Google Ads (gclid)\nClick id: gclid=Cj0-click\n",
    );
    const adf = defined(
      transport.mails.find((m) => m.to[0] === "crm@dealer.example"),
      "the ADF mail",
    );
    const prospect = defined(at(parseXml(adf.text).root, "prospect"), "the prospect");
    expect(textOf(at(prospect, "provider/service"))).toBe("Paid: Google Ads (gclid)");
    expect(textOf(at(prospect, "customer/comments"))).toContain("Click id: gclid=Cj0-click");
    const payload = JSON.parse(defined(transport.webhooks[0], "the webhook").body);
    expect(payload.lead_id).toBe(id);
    expect(payload.lead.attribution).toEqual({
      first_touch: touch,
      last_touch: touch,
      source: { type: "paid", network: "Google Ads", detail: "gclid" },
    });
  });

  test("a failing destination is retried with backoff, each attempt recorded, until it succeeds", async () => {
    await deliverDueLeads(db, { transport: new FakeTransport() });
    const { id } = await create(site, leadBody(site));
    const [webhook] = (await db.select().from(lead_deliveries).where(eq(lead_deliveries.lead_id, id))).filter(
      (r) => r.destination.kind === "webhook",
    );
    const transport = new FakeTransport();
    let now = new Date(Date.now() + 1000);
    const ids: string[] = [];
    const opts = { transport, baseDelayMs: 30_000, random: () => 0 };

    // Fail the webhook twice (email and ADF go first by id and succeed).
    transport.script = [true, true, false];
    await deliverDueLeads(db, { ...opts, now });
    let [row] = await db
      .select()
      .from(lead_deliveries)
      .where(eq(lead_deliveries.id, defined(webhook, "webhook").id));
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "receiver unavailable (503)" });
    expect(defined(row, "row").next_attempt_at.getTime() - now.getTime()).toBe(30_000);

    // Not due yet: nothing is claimed.
    expect((await deliverDueLeads(db, { ...opts, now: new Date(now.getTime() + 29_000) })).claimed).toBe(0);

    now = new Date(now.getTime() + 30_000);
    transport.script = [false];
    await deliverDueLeads(db, { ...opts, now });
    [row] = await db
      .select()
      .from(lead_deliveries)
      .where(eq(lead_deliveries.id, defined(webhook, "webhook").id));
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(defined(row, "row").next_attempt_at.getTime() - now.getTime()).toBe(60_000);

    now = new Date(now.getTime() + 60_000);
    await deliverDueLeads(db, { ...opts, now });
    [row] = await db
      .select()
      .from(lead_deliveries)
      .where(eq(lead_deliveries.id, defined(webhook, "webhook").id));
    expect(row).toMatchObject({ status: "delivered", attempts: 3, last_error: null });
    ids.push(
      ...transport.webhooks.map((w) =>
        defined(w.headers["X-Forecourt-Delivery"], "w.headers['X-Forecourt-Delivery']"),
      ),
    );

    const attempts = await db
      .select()
      .from(delivery_attempts)
      .where(eq(delivery_attempts.delivery_id, defined(webhook, "webhook").id))
      .orderBy(asc(delivery_attempts.attempt));
    expect(attempts.map((a) => [a.attempt, a.ok])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });

  test("after the last attempt a delivery is marked failed and no longer retried", async () => {
    await deliverDueLeads(db, { transport: new FakeTransport() });
    const { id } = await create(site, leadBody(site));
    const transport = new FakeTransport();
    let now = new Date(Date.now() + 1000);
    for (let i = 0; i < 3; i++) {
      transport.script = [false, false, false];
      await deliverDueLeads(db, { transport, now, maxAttempts: 3, baseDelayMs: 1000, random: () => 0 });
      now = new Date(now.getTime() + 10_000);
    }
    const rows = await db.select().from(lead_deliveries).where(eq(lead_deliveries.lead_id, id));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["failed", 3],
      ["failed", 3],
      ["failed", 3],
    ]);
    expect(
      (await deliverDueLeads(db, { transport, now: new Date(now.getTime() + 86_400_000) })).claimed,
    ).toBe(0);
  });

  test.each([
    ["destination", "The stored delivery destination is not valid"],
    ["payload", "The stored lead payload is not valid"],
  ] as const)(
    "an outbox row whose stored %s is not of a known shape fails its attempt, naming why, and is not sent",
    async (column, message) => {
      await deliverDueLeads(db, { transport: new FakeTransport() });
      const { id } = await create(site, leadBody(site));
      if (column === "destination") {
        await db
          .update(lead_deliveries)
          .set({ destination: sql`'{"kind":"fax","to":"+61 2 5550 1234"}'::jsonb` })
          .where(eq(lead_deliveries.lead_id, id));
      } else {
        await db
          .update(leads)
          .set({ payload: sql`'{"name":["not","a","name"]}'::jsonb` })
          .where(eq(leads.id, id));
      }
      const transport = new FakeTransport();
      const result = await deliverDueLeads(db, { transport, maxAttempts: 1 });
      expect(result).toMatchObject({ claimed: 3, delivered: 0, failed: 3 });
      expect([transport.mails, transport.webhooks]).toEqual([[], []]);
      const rows = await db
        .select({ detail: delivery_attempts.detail, status: lead_deliveries.status })
        .from(lead_deliveries)
        .innerJoin(delivery_attempts, eq(delivery_attempts.delivery_id, lead_deliveries.id))
        .where(eq(lead_deliveries.lead_id, id));
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row.status).toBe("failed");
        expect(row.detail).toContain(message);
      }
    },
  );

  test("two workers at once never send the same row twice (FOR UPDATE SKIP LOCKED)", async () => {
    await deliverDueLeads(db, { transport: new FakeTransport() });
    for (let i = 0; i < 8; i++) await create(site, leadBody(site, { message: `burst ${i}` }));
    const a = new FakeTransport();
    const b = new FakeTransport();
    const results = await Promise.all([
      deliverDueLeads(db, { transport: a, batchSize: 10 }),
      deliverDueLeads(db, { transport: b, batchSize: 10 }),
      deliverDueLeads(db, { transport: a, batchSize: 10 }),
    ]);
    expect(results.reduce((sum, r) => sum + r.delivered, 0)).toBe(24);
    const sent = [...a.webhooks, ...b.webhooks].map((w) => w.headers["X-Forecourt-Delivery"]);
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent).toHaveLength(8);
  });

  test("partial leads: one waiting delivery updated by later steps; once delivered, the next step is a 'resend'", async () => {
    const partial = (step: number, complete: boolean) =>
      leadBody(partialSite, {
        form_id: "trade-in",
        category: "Trade-in Enquiry",
        lead_status: complete ? "Complete" : "Incomplete",
        form_completed: complete,
        step_number: step,
        Rego: "ABC123",
        regoState: "NSW",
        "Vehicle Make": "Mazda",
        "Vehicle Model": "CX-5",
        year: 2019,
        odometer: 50000,
        postcode: "2000",
        message: undefined,
      });
    const rowsOf = (leadId: number) =>
      db
        .select()
        .from(lead_deliveries)
        .where(eq(lead_deliveries.lead_id, leadId))
        .orderBy(asc(lead_deliveries.id));
    const adfStatuses = (transport: FakeTransport, leadId: number) =>
      transport.mails
        .filter((m) => m.text.includes(`source="Forecourt">${partialSite.slug}-${leadId}</id>`))
        .map((m) => ({
          status: defined(at(parseXml(m.text).root, "prospect"), "prospect").attributes.status,
          comments: textOf(defined(at(parseXml(m.text).root, "prospect"), "prospect")),
        }));
    await deliverDueLeads(db, { transport: new FakeTransport(), batchSize: 100 }); // drain

    // 1. The shopper goes on: the partial step waits (held 30 minutes), the completion moves
    // that same row to now. One row, one ADF "new", holding the completed lead.
    const t0 = Date.now();
    const going = await create(partialSite, partial(0, false));
    const [held] = await rowsOf(going.id);
    expect(defined(held, "held").next_attempt_at.getTime()).toBeGreaterThanOrEqual(t0 + 29 * 60_000);
    let transport = new FakeTransport();
    await deliverDueLeads(db, { transport, batchSize: 100 });
    expect(adfStatuses(transport, going.id)).toEqual([]); // not yet: the shopper may go on
    await writeLead(db, {
      site: partialSite,
      lead: { id: going.id, token: leadUpdateToken(partialSite.id, going.id) },
      body: json(partial(2, true)),
      requestHash: "h-going",
    });
    expect((await rowsOf(going.id)).map((r) => r.prospect_status)).toEqual(["new"]);
    transport = new FakeTransport();
    await deliverDueLeads(db, { transport, batchSize: 100 });
    expect(adfStatuses(transport, going.id).map((m) => m.status)).toEqual(["new"]);

    // 2. The shopper stops: after the hold the partial lead is delivered; a later completion
    // reaches the CRM as the same prospect, "resend".
    const stopped = await create(partialSite, partial(0, false));
    transport = new FakeTransport();
    await deliverDueLeads(db, { transport, batchSize: 100, now: new Date(Date.now() + 31 * 60_000) });
    expect(adfStatuses(transport, stopped.id).map((m) => m.status)).toEqual(["new"]);
    await writeLead(db, {
      site: partialSite,
      lead: { id: stopped.id, token: leadUpdateToken(partialSite.id, stopped.id) },
      body: json(partial(2, true)),
      requestHash: "h-stopped",
    });
    expect((await rowsOf(stopped.id)).map((r) => r.prospect_status)).toEqual(["new", "resend"]);
    transport = new FakeTransport();
    await deliverDueLeads(db, { transport, batchSize: 100 });
    expect(adfStatuses(transport, stopped.id).map((m) => m.status)).toEqual(["resend"]);

    // On a site without partial-lead delivery the partial step queues nothing.
    const before = await leadTableCounts(db);
    await create(site, { lead: { ...partial(0, false).lead, website_slug: site.slug } });
    expect((await leadTableCounts(db)).lead_deliveries).toBe(before.lead_deliveries);
  });

  test("idempotency keys older than a week are pruned, newer ones kept", async () => {
    await create(site, leadBody(site, { message: "prune me" }), { idempotencyKey: "prune-key" });
    expect(await pruneIdempotencyKeys(db, { now: new Date(Date.now() + 6 * 86_400_000) })).toBe(0);
    expect(await pruneIdempotencyKeys(db, { now: new Date(Date.now() + 8 * 86_400_000) })).toBeGreaterThan(0);
  });

  test("the shopper's uploads are attached to the dealer email and listed in the webhook", async () => {
    await deliverDueLeads(db, { transport: new FakeTransport() }); // drain earlier tests' rows
    const pdf = new TextEncoder().encode("%PDF-1.4 a shopper's licence");
    const files = await storeLeadFiles({ websiteId: site.id }, [
      { field: "licence", file: new File([pdf], "licence.pdf", { type: "application/pdf" }) },
    ]);
    const { id } = await create(site, leadBody(site, { has_files: true }), { files });
    const transport = new FakeTransport();
    expect(await deliverDueLeads(db, { transport })).toMatchObject({ delivered: 3 });

    const email = defined(
      transport.mails.find((m) => m.to.length === 2),
      "transport.mails.find((m) => m.to.length === 2)",
    );
    expect(email.attachments).toHaveLength(1);
    const [attachment] = defined(email.attachments, "email.attachments");
    expect(attachment).toMatchObject({
      filename: "licence.pdf",
      contentType: "application/pdf",
      size: pdf.length,
    });
    expect(new Uint8Array(await readFile((attachment as { path: string }).path))).toEqual(pdf);
    // The ADF document is for a CRM: its one attachment is the XML.
    const adf = defined(
      transport.mails.find((m) => m.to[0] === "crm@dealer.example"),
      "transport.mails.find((m) => m.to[0] === 'crm@dealer.example')",
    );
    expect(defined(adf.attachments, "adf.attachments").map((a) => a.filename)).toEqual([
      expect.stringMatching(/\.xml$/),
    ]);
    const payload = JSON.parse(defined(transport.webhooks[0], "transport.webhooks[0]").body);
    expect(payload.lead_id).toBe(id);
    expect(payload.files).toEqual([
      {
        filename: "licence.pdf",
        content_type: "application/pdf",
        size: pdf.length,
        url: expect.stringMatching(
          /^http:\/\/localhost(:\d+)?\/api\/lead-files\/[\w-]{22}\?expires=\d+&signature=/,
        ),
      },
    ]);
    // The link works, and only as signed.
    const link = payload.files[0].url as string;
    const fileId = captured(link, /lead-files\/([\w-]{22})/, "the file id in the link");
    const download = await getLeadFile(new Request(link), { params: Promise.resolve({ id: fileId }) });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="licence.pdf"');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    // One character of the signature changed (to another one: a fixed "x" left one link in 64
    // unchanged, and the test flaky).
    const tampered = new Request(
      link.replace(/signature=(.)/, (_, c: string) => `signature=${c === "x" ? "y" : "x"}`),
    );
    expect((await getLeadFile(tampered, { params: Promise.resolve({ id: fileId }) })).status).toBe(403);
    const otherFile = new Request(link.replace(/lead-files\/[\w-]{22}/, "lead-files/AAAAAAAAAAAAAAAAAAAAAA"));
    expect(
      (await getLeadFile(otherFile, { params: Promise.resolve({ id: "AAAAAAAAAAAAAAAAAAAAAA" }) })).status,
    ).toBe(403);
    // The sequential row id is no file id at all, even signed with the right key.
    const [row] = await db.select().from(lead_files).where(eq(lead_files.download_id, fileId));
    const bySequentialId = new URL(leadFileLink(String(defined(row, "row").id), new Date()));
    expect(
      (
        await getLeadFile(new Request(bySequentialId), {
          params: Promise.resolve({ id: String(defined(row, "row").id) }),
        })
      ).status,
    ).toBe(403);

    // Without SMTP the local outbox notes the file rather than copying it.
    await createDeliveryTransport(db).sendMail({ ...email, subject: "Outbox with a file" });
    const [kept] = await db.select().from(mail_outbox).where(eq(mail_outbox.subject, "Outbox with a file"));
    expect(defined(kept, "kept").attachments).toEqual([
      { filename: "licence.pdf", content: expect.stringContaining("application/pdf") },
    ]);
  });

  test("a lead file link is valid until it expires, for its file only", async () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const link = new URL(leadFileLink("Qk9Gn1uNq2wHcE4yL0s8Zw", now, "http://localhost:3000"));
    const expires = link.searchParams.get("expires");
    const signature = link.searchParams.get("signature");
    expect(Number(expires) - now.getTime() / 1000).toBe(7 * 24 * 3600);
    expect(isValidLeadFileLink("Qk9Gn1uNq2wHcE4yL0s8Zw", expires, signature, now)).toBe(true);
    expect(
      isValidLeadFileLink("Qk9Gn1uNq2wHcE4yL0s8Zw", expires, signature, new Date(Number(expires) * 1000 - 1)),
    ).toBe(true);
    expect(
      isValidLeadFileLink(
        "Qk9Gn1uNq2wHcE4yL0s8Zw",
        expires,
        signature,
        new Date(Number(expires) * 1000 + 1000),
      ),
    ).toBe(false);
    expect(isValidLeadFileLink("Qk9Gn1uNq2wHcE4yL0s8Zx", expires, signature, now)).toBe(false);
    expect(isValidLeadFileLink("Qk9Gn1uNq2wHcE4yL0s8Zw", String(Number(expires) + 1), signature, now)).toBe(
      false,
    );
    expect(isValidLeadFileLink("Qk9Gn1uNq2wHcE4yL0s8Zw", expires, null, now)).toBe(false);
    expect(isValidLeadFileLink("Qk9Gn1uNq2wHcE4yL0s8Zw", "soon", signature, now)).toBe(false);
  });

  test("without SMTP_URL mail is kept in the local outbox", async () => {
    const transport = createDeliveryTransport(db);
    await transport.sendMail({ to: ["a@b.example"], subject: "Local outbox", text: "hello" });
    const [mail] = await db.select().from(mail_outbox).where(eq(mail_outbox.subject, "Local outbox"));
    expect(mail).toMatchObject({ to: "a@b.example", text: "hello" });
  });

  test("the worker loop delivers new leads and stops cleanly", async () => {
    const transport = new FakeTransport();
    const worker = runDeliveryWorker(db, { transport, pollMs: 20, log: () => {} });
    const { id } = await create(site, leadBody(site, { message: "worker loop" }));
    for (let i = 0; i < 100; i++) {
      const rows = await db.select().from(lead_deliveries).where(eq(lead_deliveries.lead_id, id));
      if (rows.every((r) => r.status === "delivered")) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await worker.stop();
    const rows = await db.select().from(lead_deliveries).where(eq(lead_deliveries.lead_id, id));
    expect(rows.map((r) => r.status)).toEqual(["delivered", "delivered", "delivered"]);
    const [lead] = await db.select().from(leads).where(eq(leads.id, id));
    expect(defined(lead, "lead").lead_status).toBe("Complete");
  });
});
