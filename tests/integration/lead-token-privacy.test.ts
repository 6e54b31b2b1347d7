// The lead's update token never leaves the shopper's browser. Without
// JavaScript a multi-step form's step page is `?step=N&lead_id=…&lead_token=…`; the browser
// sends that address as the Referer of the next step's post, and with JavaScript the form
// sends it as the lead's `url`. Whatever the intake, the stored lead and everything delivered
// from it (email, ADF, webhook) hold the page without the token.
process.env.MEDIA_DIR ??= ".data/test-media";
process.env.LEAD_FILES_DIR ??= ".data/test-lead-files";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { POST as postLead } from "@/app/site/[host]/api/leads/route";
import { defined } from "@/domain/defined";
import type { Database, Db } from "@/server/db/client";
import { leads } from "@/server/db/schema/all";
import { deliverDueLeads } from "@/server/leads/deliver-due-leads";
import type { DeliveryTransport, MailMessage, WebhookRequest } from "@/server/leads/delivery-transport";
import {
  createTestSite,
  jsonRequest,
  leadBody,
  segment,
  type TestSite,
  useAsProcessDatabase,
} from "../support/lead-fixtures";
import { astroFormPagePost, postNoScriptForm } from "../support/no-script-form";
import { testDatabaseTargets } from "../support/test-databases";

/** Keeps what would have gone out, to read it back (the receivers are the dealer's). */
class RecordingTransport implements DeliveryTransport {
  mails: MailMessage[] = [];
  webhooks: WebhookRequest[] = [];
  async sendMail(message: MailMessage) {
    this.mails.push(message);
  }
  async postWebhook(request: WebhookRequest) {
    this.webhooks.push(request);
  }
}

describe.each(testDatabaseTargets())("the lead token stays with the shopper on $name", (target) => {
  let database: Database;
  let db: Db;
  let site: TestSite;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    site = await createTestSite(db, {
      config: {
        forms: { captcha: false },
        lead_destinations: [
          { kind: "email", to: ["sales@dealer.example"] },
          { kind: "adf", to: "crm@dealer.example" },
          { kind: "webhook", url: "https://crm.example/hook", secret: "crm-secret-0123456789" },
        ],
      },
    });
  });
  afterAll(async () => {
    await database.close();
  });

  const stored = async (id: number) =>
    defined((await db.select().from(leads).where(eq(leads.id, id)))[0], `lead ${id}`);

  /** Everything delivered for the due leads, as one text to search. */
  const delivered = async () => {
    const transport = new RecordingTransport();
    await deliverDueLeads(db, { transport });
    expect(transport.mails.length + transport.webhooks.length).toBeGreaterThan(0);
    return JSON.stringify({ mails: transport.mails, webhooks: transport.webhooks });
  };

  test("a no-JavaScript multi-step enquiry: its later steps' page is recorded without lead_token", async () => {
    const post = (fields: Record<string, string>, referer: string) =>
      postNoScriptForm(astroFormPagePost, {
        host: site.host,
        formId: "finance",
        fields,
        headers: { referer },
      });
    const first = await post(
      { __step: "0", __page: "/finance-enquiry", vehiclePriceBudget: "32000", loan_term: "36" },
      `http://${site.host}/finance-enquiry?utm_source=google`,
    );
    expect(first.status).toBe(303);
    const next = new URL(defined(first.location, "first.location"), `http://${site.host}`);
    const id = Number(next.searchParams.get("lead_id"));
    const token = defined(next.searchParams.get("lead_token"), "the step page's lead_token");
    // The next step is shown at that address, which the browser sends as the post's Referer.
    const stepPage = (step: number) =>
      `http://${site.host}/finance-enquiry?step=${step}&lead_id=${id}&lead_token=${token}`;
    const second = await post(
      {
        __step: "1",
        __lead_id: String(id),
        __lead_token: token,
        __page: "/finance-enquiry",
        employment_status: "Casual",
        time_in_employment: "1 to 2 years",
        annual_income: "70000",
      },
      stepPage(1),
    );
    expect(second.status).toBe(303);
    expect((await stored(id)).payload.url).toBe(`http://${site.host}/finance-enquiry?step=1&lead_id=${id}`);

    const done = await post(
      {
        __step: "2",
        __lead_id: String(id),
        __lead_token: token,
        first_name: "Ann",
        last_name: "Lee",
        email: "ann@example.com",
        phone: "0412345678",
        postcode: "2000",
        "where-did-you-hear-about-us": "Other",
        privacy_consent: "on",
        credit_check_consent: "on",
        opt_in: "on",
      },
      stepPage(2),
    );
    expect(done.status).toBe(303);
    const lead = await stored(id);
    expect(lead.lead_status).toBe("Complete");
    expect(lead.payload.url).toBe(`http://${site.host}/finance-enquiry?step=2&lead_id=${id}`);
    expect(JSON.stringify(lead.payload)).not.toContain(token);

    const out = await delivered();
    expect(out).toContain(`/finance-enquiry?step=2&lead_id=${id}`);
    expect(out).not.toContain(token);
    expect(out).not.toContain("lead_token");
  });

  test("a lead sent by the form's script from such a page: its url, visited pages and landing page lose the token", async () => {
    const token = "Tok3n_of-the-shopper-0123456789";
    const page = `http://${site.host}/finance-enquiry?step=1&lead_id=9&lead_token=${token}`;
    const body = leadBody(site, {
      url: page,
      visited_pages: ["/", `/finance-enquiry?step=1&lead_id=9&lead_token=${token}`],
      attribution: {
        first_touch: {
          at: new Date().toISOString(),
          landing_page: `/finance-enquiry?lead_token=${token}&gclid=G-1`,
          referrer: null,
          click_ids: { gclid: "G-1" },
          utm: {},
        },
        last_touch: null,
      },
    });
    const res = await postLead(jsonRequest(site, "POST", "/api/leads", body), segment({ host: site.host }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const lead = await stored(id);
    expect(lead.payload.url).toBe(`http://${site.host}/finance-enquiry?step=1&lead_id=9`);
    expect(lead.payload.visited_pages).toEqual(["/", "/finance-enquiry?step=1&lead_id=9"]);
    expect(JSON.stringify(lead.payload)).not.toContain(token);
    const out = await delivered();
    expect(out).not.toContain(token);
  });
});
