// One enquiry, one lead and one email. The purchase journey is walked as the
// shopper posts it (POST /checkout-journey/step, the route handler), on a site that asks for
// partial leads and delivers to an email, an ADF CRM and a webhook; the worker then sends
// through the production transport (the local outbox, /mail) and the dealer email is read back
// from it, HTML and text.

import { and, asc, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { POST as postStep } from "@/app/site/[host]/checkout-journey/step/route";
import { defined } from "@/domain/defined";
import { at, parseXml } from "@/domain/leads/test-support/parse-xml";
import { WEBHOOK_EVENT_HEADER } from "@/domain/leads/webhook-body";
import type { Database, Db } from "@/server/db/client";
import { cars, dealerships, lead_deliveries, leads, mail_outbox } from "@/server/db/schema/all";
import { createDeliveryTransport } from "@/server/leads/create-delivery-transport";
import { deliverDueLeads } from "@/server/leads/deliver-due-leads";
import type { DeliveryTransport, WebhookRequest } from "@/server/leads/delivery-transport";
import {
  createTestSite,
  randomIp,
  segment,
  type TestSite,
  useAsProcessDatabase,
} from "../support/lead-fixtures";
import { carValues } from "../support/stock-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const DETAILS = { first_name: "Ann", last_name: "Lee", email: "ann@example.com", phone: "0412 345 678" };
const HOLD_PASSED_MS = 31 * 60_000;

describe.each(testDatabaseTargets())("one purchase journey, one lead and one email, on $name", (target) => {
  let database: Database;
  let db: Db;
  let site: TestSite;
  let dealershipId: number;
  let cars_made = 0;
  const webhooks: WebhookRequest[] = [];
  let transport: DeliveryTransport;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    site = await createTestSite(db, {
      config: {
        forms: { captcha: false, partial_lead_delivery: true },
        actions: ["enquire", "reserve", "buy_online"],
        commerce: { checkout_enabled: true },
        lead_destinations: [
          { kind: "email", to: ["sales@journey.example"] },
          { kind: "adf", to: "crm@journey.example" },
          { kind: "webhook", url: "http://127.0.0.1:9/hook", secret: "journey-webhook-secret-0123" },
        ],
      },
    });
    const [d] = await db
      .select()
      .from(dealerships)
      .where(eq(dealerships.slug, defined(site.dealershipSlugs[0], "the site's dealership")));
    dealershipId = defined(d, "dealership").id;
    // Mail goes through the production transport (no SMTP_URL: the outbox /mail shows);
    // webhooks are kept here instead of posted.
    const real = createDeliveryTransport(db);
    transport = {
      sendMail: (message) => real.sendMail(message),
      postWebhook: async (request) => {
        webhooks.push(request);
      },
    };
  });
  afterAll(async () => {
    await database.close();
  });

  async function newCar() {
    cars_made += 1;
    const [row] = await db
      .insert(cars)
      .values(
        carValues(dealershipId, {
          slug: `${site.slug}-hilux-${cars_made}`,
          name: "2022 Toyota HiLux SR5",
          stocknum: `HX${cars_made}`,
          price: 5_499_000,
          reservable: true,
          payment_processors: [
            { authorization_type: "stripe", authorization_key: "pk_live_journey", deposit_amount: 50_000 },
          ],
          has_checkout_payment_processor: true,
        }),
      )
      .returning({ id: cars.id, slug: cars.slug });
    return defined(row, "car");
  }

  const post = (slug: string, fields: Record<string, string>) =>
    postStep(
      new Request(`http://${site.host}/checkout-journey/step`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": randomIp() },
        body: new URLSearchParams({ __car: slug, ...fields }).toString(),
      }),
      segment({ host: site.host }),
    );

  /** Posts the journey's steps from..to (inclusive); returns the lead it continues. */
  async function walk(slug: string, from: number, to: number, lead?: Record<string, string>) {
    const answers: Array<Record<string, string>> = [
      { ...DETAILS, opt_in: "on" },
      { fulfilment: "Delivery", delivery_address: "1 George St, Sydney", postcode: "2000" },
      { __skip: "1" },
      { payment_method: "Cash" },
      { message: "Can you fit a <tow bar> & mats?" },
    ];
    let ref = lead;
    for (let step = from; step <= to; step++) {
      const res = await post(slug, { ...ref, __step: String(step), ...answers[step] });
      expect(res.status).toBe(303);
      const next = new URL(defined(res.headers.get("location"), "location"), "http://x");
      expect(next.searchParams.get("f"), `step ${step} was refused`).toBeNull();
      ref = {
        __lead_id: defined(next.searchParams.get("lead"), "lead"),
        __lead_token: defined(next.searchParams.get("token"), "token"),
      };
    }
    return defined(ref, "the journey's lead");
  }

  const rowsOf = (leadId: number) =>
    db
      .select()
      .from(lead_deliveries)
      .where(eq(lead_deliveries.lead_id, leadId))
      .orderBy(asc(lead_deliveries.id));
  const dealerMails = (leadId: number) =>
    db
      .select()
      .from(mail_outbox)
      .where(and(eq(mail_outbox.to, "sales@journey.example"), like(mail_outbox.subject, "%Online Purchase%")))
      .orderBy(desc(mail_outbox.id))
      .then((rows) => rows.filter((m) => m.text.includes(`Lead #${leadId}\n`)));
  const adfStatuses = (leadId: number) =>
    db
      .select()
      .from(mail_outbox)
      .where(eq(mail_outbox.to, "crm@journey.example"))
      .orderBy(asc(mail_outbox.id))
      .then((rows) =>
        rows
          .filter((m) => m.text.includes(`>${site.slug}-${leadId}</id>`))
          .map((m) => defined(at(parseXml(m.text).root, "prospect"), "prospect").attributes.status),
      );
  const webhookEvents = (leadId: number) =>
    webhooks
      .filter((w) => (JSON.parse(w.body) as { lead_id: number }).lead_id === leadId)
      .map((w) => w.headers[WEBHOOK_EVENT_HEADER]);

  test("five steps in one sitting: one lead, one row per destination, one dealer email that reads as the issue asks", async () => {
    const car = await newCar();
    const lead = await walk(car.slug, 0, 4);
    const leadId = Number(lead.__lead_id);
    expect(await db.select({ id: leads.id }).from(leads).where(eq(leads.car_id, car.id))).toEqual([
      { id: leadId },
    ]);
    expect((await rowsOf(leadId)).map((r) => [r.destination.kind, r.prospect_status])).toEqual([
      ["email", "new"],
      ["adf", "new"],
      ["webhook", "new"],
    ]);
    await deliverDueLeads(db, { transport, batchSize: 100 });

    const mails = await dealerMails(leadId);
    expect(mails).toHaveLength(1);
    const mail = defined(mails[0], "the dealer email");
    expect(mail.subject).toMatch(/^Online Purchase from Ann Lee – /);
    const html = defined(mail.html, "the HTML part");
    // The customer first, then the car, then the request, then the details; money as money.
    const order = [
      '<a href="tel:+61412345678">0412 345 678</a>',
      '<a href="mailto:ann@example.com">ann@example.com</a>',
      `<img src="http://${site.slug}.localhost`,
      `/cars/${car.slug}">2022 Toyota HiLux SR5</a>`,
      "$54,990.00",
      "HX1",
      "Ann Lee wants to buy the 2022 Toyota HiLux SR5 online.",
      "Can you fit a &lt;tow bar&gt; &amp; mats?",
      "Delivery",
      "1 George St, Sydney",
    ];
    let from = 0;
    for (const wanted of order) {
      const found = html.indexOf(wanted, from);
      expect(found, `"${wanted}" in the HTML after position ${from}`).toBeGreaterThanOrEqual(from);
      from = found;
    }
    expect(mail.text).toContain(
      "Name: Ann Lee\nPhone: 0412 345 678 (+61412345678)\nEmail: ann@example.com\n",
    );
    expect(mail.text).toContain("Price: $54,990.00\nStock number: HX1\n");
    expect(mail.text).toContain("Message: Can you fit a <tow bar> & mats?");
    for (const raw of ["Car id", "Step number", "Lead status", "Form completed"]) {
      expect(mail.text).not.toContain(raw);
      expect(html).not.toContain(raw);
    }
    expect(await adfStatuses(leadId)).toEqual(["new"]);
    expect(webhookEvents(leadId)).toEqual(["lead.created"]);
  });

  test("a shopper who stops and comes back: the partial lead is delivered after the wait, the rest as one update (ADF resend, webhook lead.updated)", async () => {
    const car = await newCar();
    const lead = await walk(car.slug, 0, 2);
    const leadId = Number(lead.__lead_id);
    // Within the wait nothing goes out; after it, the partial lead, once per destination.
    await deliverDueLeads(db, { transport, batchSize: 100 });
    expect(await adfStatuses(leadId)).toEqual([]);
    await deliverDueLeads(db, { transport, batchSize: 100, now: new Date(Date.now() + HOLD_PASSED_MS) });
    expect(await adfStatuses(leadId)).toEqual(["new"]);
    expect(webhookEvents(leadId)).toEqual(["lead.created"]);
    const [partialMail] = await dealerMails(leadId);
    expect(defined(partialMail, "the partial email").subject).toMatch(
      /^Online Purchase from Ann Lee \(incomplete\) – /,
    );
    expect(defined(partialMail, "the partial email").text).toContain(
      "Ann Lee started buying the 2022 Toyota HiLux SR5 online and has not finished yet.",
    );

    // The last two steps: one more row per destination (not two), each a resend.
    await walk(car.slug, 3, 4, lead);
    expect((await rowsOf(leadId)).map((r) => r.prospect_status)).toEqual([
      "new",
      "new",
      "new",
      "resend",
      "resend",
      "resend",
    ]);
    await deliverDueLeads(db, { transport, batchSize: 100 });
    expect(await adfStatuses(leadId)).toEqual(["new", "resend"]);
    expect(webhookEvents(leadId)).toEqual(["lead.created", "lead.updated"]);
    const mails = await dealerMails(leadId);
    expect(mails.map((m) => m.subject.replace(/ – .*$/, ""))).toEqual([
      "Updated: Online Purchase from Ann Lee",
      "Online Purchase from Ann Lee (incomplete)",
    ]);
    expect(defined(mails[0], "the update").html).toContain(
      "it has been updated with the customer&#39;s later answers",
    );
  });
});
