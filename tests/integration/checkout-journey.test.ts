// The online purchase journey against the database: walked through the lead
// API (POST, a PUT per step with the lead's token, the review's complete), resumed with the
// token, refused with a wrong one; and walked as the journey's own plain form posts.

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PUT as putLead } from "@/app/site/[host]/api/leads/[id]/route";
import { POST as postLead } from "@/app/site/[host]/api/leads/route";
import { POST as postStep } from "@/app/site/[host]/checkout-journey/step/route";
import { defined } from "@/domain/defined";
import { JOURNEY_FLASH_COOKIE } from "@/domain/leads/journey-flash";
import type { Database, Db } from "@/server/db/client";
import { cars, dealerships, leads } from "@/server/db/schema/all";
import { findJourneyLead } from "@/server/leads/find-journey-lead";
import {
  createTestSite,
  jsonRequest,
  leadBody,
  leadTableCounts,
  randomIp,
  segment,
  type TestSite,
  useAsProcessDatabase,
} from "../support/lead-fixtures";
import { carValues } from "../support/stock-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const DETAILS = { first_name: "Ann", last_name: "Lee", email: "ann@example.com", phone: "0412 345 678" };

describe.each(testDatabaseTargets())("the purchase journey on $name", (target) => {
  let database: Database;
  let db: Db;
  let site: TestSite;
  let car: { id: number; slug: string };
  let pickupLocation: string;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    site = await createTestSite(db, {
      config: {
        forms: { captcha: false },
        actions: ["enquire", "reserve", "buy_online"],
        commerce: { checkout_enabled: true },
      },
    });
    const [d] = await db
      .select()
      .from(dealerships)
      .where(eq(dealerships.slug, defined(site.dealershipSlugs[0], "site.dealershipSlugs[0]")));
    const [row] = await db
      .insert(cars)
      .values(
        carValues(defined(d, "d").id, {
          slug: `${site.slug}-corolla`,
          reservable: true,
          payment_processors: [
            { authorization_type: "stripe", authorization_key: "pk_live_journey", deposit_amount: 50_000 },
          ],
          has_checkout_payment_processor: true,
        }),
      )
      .returning({ id: cars.id, slug: cars.slug });
    car = defined(row, "row");
    pickupLocation = String(1000 + defined(d, "d").id);
  });
  afterAll(async () => {
    await database.close();
  });

  describe("through the lead API", () => {
    const step = (n: number, fields: Record<string, unknown>, complete = false) =>
      leadBody(site, {
        form_id: "purchase",
        category: "Online Purchase",
        message: undefined,
        ...fields,
        lead_status: complete ? "Complete" : "Incomplete",
        form_completed: complete,
        step_number: n,
      });
    const put = (id: number, token: string, body: unknown) =>
      putLead(
        jsonRequest(site, "PUT", `/api/leads/${id}`, body, { "x-lead-token": token }),
        segment({ host: site.host, id: String(id) }),
      );

    test("each step is stored as it is sent, the review completes the lead, and the token resumes it", async () => {
      const created = await postLead(
        jsonRequest(site, "POST", "/api/leads", step(0, { ...DETAILS, car_id: String(car.id) })),
        segment({ host: site.host }),
      );
      expect(created.status).toBe(201);
      const { id, token } = (await created.json()) as { id: number; token: string };
      const steps: Array<Record<string, unknown>> = [
        { fulfilment: "Delivery", delivery_address: "1 George St, Sydney", postcode: "2000" },
        {
          has_trade_in: "Yes",
          trade_in_rego: "ABC123",
          trade_in_rego_state: "NSW",
          trade_in_make: "Mazda",
          trade_in_model: "3",
          trade_in_year: "2015",
          trade_in_odometer: "90000",
        },
        {
          payment_method: "Finance",
          vehiclePriceBudget: "24990",
          loan_term: "60",
          employment_status: "Full Time",
          annual_income: "90000",
        },
      ];
      for (const [index, fields] of steps.entries()) {
        const res = await put(id, token, step(index + 1, { lead_id: id, ...fields }));
        expect(res.status).toBe(200);
        const [stored] = await db.select().from(leads).where(eq(leads.id, id));
        expect(stored).toMatchObject({ lead_status: "Incomplete", step_number: index + 1 });
      }
      // Resumed from the link: the lead and where it stands.
      expect(await findJourneyLead(db, { site, leadId: id, token })).toMatchObject({
        id,
        step_number: 3,
        complete: false,
        car_id: car.id,
      });
      const done = await put(id, token, step(4, { lead_id: id, message: "Can you fit a tow bar?" }, true));
      expect(done.status).toBe(200);
      const [lead] = await db.select().from(leads).where(eq(leads.id, id));
      expect(lead).toMatchObject({
        lead_status: "Complete",
        form_id: "purchase",
        category: "Online Purchase",
        car_id: car.id,
      });
      expect(defined(lead, "lead").payload).toMatchObject({
        first_name: "Ann",
        email: "ann@example.com",
        fulfilment: "Delivery",
        delivery_address: "1 George St, Sydney",
        postcode: "2000",
        has_trade_in: "Yes",
        trade_in_rego: "ABC123",
        trade_in_year: 2015,
        payment_method: "Finance",
        vehiclePriceBudget: 24990,
        loan_term: "60",
        message: "Can you fit a tow bar?",
      });
      expect(await findJourneyLead(db, { site, leadId: id, token })).toMatchObject({ complete: true });
    });

    test("a wrong token is not found, as for a lead that does not exist, and changes nothing", async () => {
      const created = await postLead(
        jsonRequest(site, "POST", "/api/leads", step(0, { ...DETAILS, car_id: String(car.id) })),
        segment({ host: site.host }),
      );
      const { id, token } = (await created.json()) as { id: number; token: string };
      const wrong = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
      const res = await put(
        id,
        wrong,
        step(1, { lead_id: id, fulfilment: "Pickup", pickup_location: pickupLocation }),
      );
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("lead_not_found");
      expect(await findJourneyLead(db, { site, leadId: id, token: wrong })).toBeNull();
      const [lead] = await db.select().from(leads).where(eq(leads.id, id));
      expect(defined(lead, "lead").step_number).toBe(0);
    });

    test.each([
      ["delivery without an address", { fulfilment: "Delivery", postcode: "2000" }, "delivery_address"],
      [
        "delivery with a bad postcode",
        { fulfilment: "Delivery", delivery_address: "1 George St", postcode: "20" },
        "postcode",
      ],
      ["pickup without a location", { fulfilment: "Pickup" }, "pickup_location"],
      ["no choice at all", {}, "fulfilment"],
    ])("%s is refused, naming the field", async (_, fields, field) => {
      const created = await postLead(
        jsonRequest(site, "POST", "/api/leads", step(0, { ...DETAILS, car_id: String(car.id) })),
        segment({ host: site.host }),
      );
      const { id, token } = (await created.json()) as { id: number; token: string };
      const res = await put(id, token, step(1, { lead_id: id, ...fields }));
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(body.error.fields)).toContain(field);
    });
  });

  describe("as the journey's own form posts (POST /checkout-journey/step)", () => {
    const post = (fields: Record<string, string>) =>
      postStep(
        new Request(`http://${site.host}/checkout-journey/step`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "x-forwarded-for": randomIp(),
          },
          body: new URLSearchParams({ __car: car.slug, ...fields }).toString(),
        }),
        segment({ host: site.host }),
      );
    const nextOf = (res: Response) =>
      new URL(defined(res.headers.get("location"), "res.headers.get('location')"), "http://x");

    test("every step leads to the next, the review to the deposit; the lead holds every answer", async () => {
      const first = await post({ __step: "0", ...DETAILS, opt_in: "on" });
      expect(first.status).toBe(303);
      const next = nextOf(first);
      expect(next.pathname).toBe("/checkout-journey");
      expect(next.searchParams.get("car_id")).toBe(car.slug);
      expect(next.searchParams.get("step")).toBe("1");
      const lead = {
        __lead_id: defined(next.searchParams.get("lead"), "next.searchParams.get('lead')"),
        __lead_token: defined(next.searchParams.get("token"), "next.searchParams.get('token')"),
      };
      const posts: Array<Record<string, string>> = [
        { __step: "1", fulfilment: "Pickup", pickup_location: pickupLocation },
        { __step: "2", __skip: "1", trade_in_rego: "typed then skipped" },
        { __step: "3", payment_method: "Cash" },
        { __step: "4", message: "" },
      ];
      for (const [index, fields] of posts.entries()) {
        const res = await post({ ...lead, ...fields });
        expect(res.status).toBe(303);
        expect(nextOf(res).searchParams.get("step")).toBe(String(index + 2));
      }
      const [stored] = await db
        .select()
        .from(leads)
        .where(eq(leads.id, Number(lead.__lead_id)));
      expect(stored).toMatchObject({ lead_status: "Complete", car_id: car.id, form_id: "purchase" });
      expect(defined(stored, "stored").payload).toMatchObject({
        ...DETAILS,
        opt_in: true,
        car_id: String(car.id),
        fulfilment: "Pickup",
        pickup_location: pickupLocation,
        has_trade_in: "No",
        payment_method: "Cash",
      });
      expect(defined(stored, "stored").payload.trade_in_rego).toBeUndefined();
    });

    test("a step that fails its checks comes back with the messages, and stores nothing", async () => {
      const before = await leadTableCounts(db);
      const res = await post({ __step: "0", ...DETAILS, phone: "123" });
      expect(res.status).toBe(303);
      const next = nextOf(res);
      expect(next.searchParams.get("step")).toBe("0");
      expect(next.searchParams.get("f")).toMatch(/^[a-f0-9]{16}$/);
      expect(res.headers.get("set-cookie")).toContain(`${JOURNEY_FLASH_COOKIE}=`);
      expect(res.headers.get("set-cookie")).toContain("HttpOnly");
      expect(await leadTableCounts(db)).toEqual(before);
    });

    test("a pickup location that is not one of the site's is refused", async () => {
      const first = nextOf(await post({ __step: "0", ...DETAILS }));
      const res = await post({
        __step: "1",
        __lead_id: defined(first.searchParams.get("lead"), "first.searchParams.get('lead')"),
        __lead_token: defined(first.searchParams.get("token"), "first.searchParams.get('token')"),
        fulfilment: "Pickup",
        pickup_location: "999999",
      });
      expect(nextOf(res).searchParams.get("step")).toBe("1");
      expect(nextOf(res).searchParams.get("f")).not.toBeNull();
    });

    test("a later step with a wrong token is not found", async () => {
      const first = nextOf(await post({ __step: "0", ...DETAILS }));
      const res = await post({
        __step: "1",
        __lead_id: defined(first.searchParams.get("lead"), "first.searchParams.get('lead')"),
        __lead_token: "x".repeat(43),
        fulfilment: "Pickup",
        pickup_location: pickupLocation,
      });
      // Answered by the journey's own page for that lead and token, which is not found.
      expect(res.status).toBe(303);
      const target = nextOf(res);
      expect(target.pathname).toBe("/checkout-journey");
      expect(target.searchParams.get("lead")).toBe(first.searchParams.get("lead"));
      expect(target.searchParams.get("token")).toBe("x".repeat(43));
      expect(
        await findJourneyLead(db, {
          site,
          leadId: Number(target.searchParams.get("lead")),
          token: target.searchParams.get("token"),
        }),
      ).toBeNull();
    });
  });
});
