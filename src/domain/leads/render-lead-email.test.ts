import { describe, expect, test } from "vitest";
import { renderLeadEmail } from "@/domain/leads/render-lead-email";
import type { StoredLeadPayload } from "@/domain/leads/stored-lead-payload";
import { escapeMarkup } from "@/domain/security/escape-markup";

const lead: StoredLeadPayload = {
  name: "Ann Lee",
  first_name: "Ann",
  email: "ann@example.com",
  phone: "0412345678",
  category: "General Enquiry",
  message: "Is it still available?",
  lead_status: "Complete",
  opt_in: true,
  visited_pages: ["/", "/cars/mazda-cx-5"],
  linked_query_params: { utm_source: "google" },
  user_agent: "UA",
};

test.each<[string, StoredLeadPayload, "new" | "resend", string]>([
  ["a new lead", lead, "new", "General Enquiry from Ann Lee – Harbour City"],
  ["a resent lead", lead, "resend", "Updated: General Enquiry from Ann Lee – Harbour City"],
  [
    "an incomplete lead",
    { ...lead, lead_status: "Incomplete" },
    "new",
    "General Enquiry from Ann Lee (incomplete) – Harbour City",
  ],
  ["no name", { category: "Finance Enquiry" }, "new", "Finance Enquiry from a visitor – Harbour City"],
])("subject of %s", (_label, input, status, subject) => {
  expect(
    renderLeadEmail(input, { siteName: "Harbour City", leadId: 7, prospectStatus: status }).subject,
  ).toBe(subject);
});

test("the body leads with the customer and leaves technical fields out", () => {
  const { text } = renderLeadEmail(lead, { siteName: "Harbour City", leadId: 7, prospectStatus: "new" });
  expect(text).toContain("Lead #7");
  expect(text.indexOf("Name: Ann Lee")).toBeLessThan(text.indexOf("Email: ann@example.com"));
  expect(text).toContain("Message: Is it still available?");
  expect(text).toContain("Marketing opt-in: Yes");
  expect(text).toContain("  /cars/mazda-cx-5");
  expect(text).not.toContain("User agent");
  expect(text).not.toContain("First name");
  expect(text).not.toContain("Linked query params");
});

test("the phone is shown as typed, and dialled in its E.164 form", () => {
  const { text, html } = renderLeadEmail(
    { ...lead, phone: "+61 412 345 678", phone_e164: "+61412345678" },
    { siteName: "Harbour City", leadId: 7, prospectStatus: "new" },
  );
  expect(text).toContain("Phone: +61 412 345 678 (+61412345678)\n");
  expect(html).toContain('<a href="tel:+61412345678">+61 412 345 678</a>');
});

test("Where the lead came from, in a section of its own", () => {
  const { text } = renderLeadEmail(
    {
      ...lead,
      attribution: {
        first_touch: null,
        last_touch: {
          at: "2030-06-29T09:30:00.000Z",
          landing_page: "/cars/hilux?gclid=g1&utm_source=google",
          referrer: null,
          click_ids: { gclid: "g1" },
          utm: { utm_source: "google" },
        },
        source: { type: "paid", network: "Google Ads", detail: "gclid" },
      },
    },
    { siteName: "Harbour City", leadId: 7, prospectStatus: "new" },
  );
  expect(text).toContain(
    [
      "",
      "Where this lead came from:",
      "Source: Paid: Google Ads (gclid)",
      "Click id: gclid=g1",
      "Campaign: utm_source=google",
      "Landing page: /cars/hilux?gclid=g1&utm_source=google, 2030-06-29 09:30 UTC",
      "",
      "Pages visited:",
    ].join("\n"),
  );
  expect(text).not.toContain("Attribution:");
});

// An email a dealer can act on, rendered for each kind of enquiry. Each case
// gives the lead as stored and what the dealer must read, in order, in both parts.
const MAZDA = {
  title: "2021 Mazda CX-5 Maxx Sport",
  priceCents: 3_499_000,
  stocknum: "HC1234",
  url: "https://harbourcity.example/cars/2021-mazda-cx-5",
  imageUrl: "https://harbourcity.example/media/cx5.jpg",
};

describe.each<{
  kind: string;
  lead: StoredLeadPayload;
  vehicle: typeof MAZDA | null;
  subject: string;
  inOrder: string[];
  absent: string[];
}>([
  {
    kind: "a vehicle enquiry",
    lead: {
      form_id: "vehicle-enquiry",
      category: "Vehicle Enquiry",
      name: "Ann Lee",
      first_name: "Ann",
      last_name: "Lee",
      email: "ann@example.com",
      phone: "0412 345 678",
      phone_e164: "+61412345678",
      message: "Is it still available?",
      car_id: 26,
      step_number: 0,
      stock_number: "HC1234",
      "Vehicle Make": "Mazda",
      "Vehicle Model": "CX-5",
      lead_status: "Complete",
      opt_in: false,
    },
    vehicle: MAZDA,
    subject: "Vehicle Enquiry from Ann Lee – Harbour City",
    inOrder: [
      "Ann Lee",
      "0412 345 678",
      "ann@example.com",
      "2021 Mazda CX-5 Maxx Sport",
      "$34,990.00",
      "HC1234",
      "Ann Lee sent a Vehicle Enquiry about the 2021 Mazda CX-5 Maxx Sport.",
      "Is it still available?",
    ],
    absent: ["Car id", "Step number", "Lead status", "26"],
  },
  {
    kind: "a reservation",
    lead: {
      form_id: "reserve-car",
      category: "Reserve car",
      first_name: "Ann",
      last_name: "Lee",
      name: "Ann Lee",
      email: "ann@example.com",
      phone: "0412 345 678",
      car_id: 26,
      stock_number: "HC1234",
      deposit_amount: 50_000,
      deposit_currency: "AUD",
      reservation_id: "res_abc",
      payment_provider: "stripe",
      payment_id: "cs_test_1",
    },
    vehicle: MAZDA,
    subject: "Reserve car from Ann Lee – Harbour City",
    inOrder: [
      "Ann Lee",
      "2021 Mazda CX-5 Maxx Sport",
      "Ann Lee reserved the 2021 Mazda CX-5 Maxx Sport online and paid a deposit of $500.00.",
      "Deposit paid",
      "$500.00",
      "res_abc",
    ],
    absent: ["50000", "50,000", "a visitor"],
  },
  {
    kind: "a service booking",
    lead: {
      form_id: "service-booking",
      category: "Service Booking",
      name: "Bo Chen",
      email: "bo@example.com",
      phone: "0298765432",
      "Vehicle Make": "Toyota",
      "Vehicle Model": "Corolla",
      year: 2018,
      Rego: "ABC123",
      dateTime: "2030-07-01 09:00",
      message: "Brakes squeal",
    },
    vehicle: null,
    subject: "Service Booking from Bo Chen – Harbour City",
    inOrder: [
      "Bo Chen",
      "0298765432",
      "bo@example.com",
      "Bo Chen would like to book a service for their 2018 Toyota Corolla (registration ABC123) on 2030-07-01 09:00.",
      "Brakes squeal",
    ],
    absent: ["Step number", "Form id"],
  },
])("$kind", ({ lead: input, vehicle, subject, inOrder, absent }) => {
  const email = renderLeadEmail(input, {
    siteName: "Harbour City",
    leadId: 41,
    prospectStatus: "new",
    market: "AU",
    vehicle,
  });
  test("subject", () => expect(email.subject).toBe(subject));
  test.each(["text", "html"] as const)(
    "the %s part reads customer, vehicle, request, details in order",
    (part) => {
      const body = email[part];
      let from = 0;
      for (const wanted of inOrder) {
        const found = body.indexOf(part === "html" ? escapeMarkup(wanted) : wanted, from);
        expect(found, `"${wanted}" after position ${from}`).toBeGreaterThanOrEqual(0);
        from = found;
      }
      for (const unwanted of absent) expect(body).not.toContain(unwanted);
    },
  );
  test("the HTML links the phone, the email and the car, and shows its photo", () => {
    if (input.email) expect(email.html).toContain(`<a href="mailto:${input.email}">`);
    if (input.phone) expect(email.html).toMatch(/<a href="tel:[+\d]+">/);
    if (vehicle) {
      expect(email.html).toContain(`<a href="${vehicle.url}">${vehicle.title}</a>`);
      expect(email.html).toContain(`<img src="${vehicle.imageUrl}"`);
    }
  });
});

test("every shopper value is escaped in the HTML; the text part keeps it as typed", () => {
  const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
  const { html, text } = renderLeadEmail(
    { ...lead, name: hostile, message: hostile, postcode: hostile, "how-heard": hostile },
    { siteName: "<b>Dealer</b>", leadId: 7, prospectStatus: "new" },
  );
  expect(html).not.toContain("<script>");
  expect(html).not.toContain("<img src=x");
  expect(html).not.toContain("<b>Dealer</b>");
  expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x");
  expect(text).toContain(`Name: ${hostile}`);
});

test("a link or photo that is not http(s) is left out", () => {
  const { html } = renderLeadEmail(lead, {
    siteName: "Harbour City",
    leadId: 7,
    prospectStatus: "new",
    vehicle: { ...MAZDA, url: "javascript:alert(1)", imageUrl: "data:image/png;base64,AAAA" },
  });
  expect(html).not.toContain("javascript:");
  expect(html).not.toContain("data:image");
  expect(html).toContain("2021 Mazda CX-5 Maxx Sport");
});

test("an updated lead says so in both parts", () => {
  const email = renderLeadEmail(lead, { siteName: "Harbour City", leadId: 7, prospectStatus: "resend" });
  expect(email.text).toContain("it has been updated with the customer's later answers");
  expect(email.html).toContain("it has been updated with the customer&#39;s later answers");
});

test("a form's amounts are money in the site's currency, its options in its own words", () => {
  const { text } = renderLeadEmail(
    {
      form_id: "purchase",
      category: "Online Purchase",
      name: "Ann Lee",
      lead_status: "Complete",
      fulfilment: "Delivery",
      payment_method: "Finance",
      vehiclePriceBudget: "20000",
    },
    { siteName: "Kiwi Cars", leadId: 7, prospectStatus: "new", market: "NZ" },
  );
  expect(text).toContain("Amount to finance: $20,000.00");
  expect(text).toContain("How would you like to get the car?: Have it delivered");
  expect(text).toContain("Ann Lee wants to buy a car online.");
});

test("a hire booking says the dates and the total; a subscription the plan", () => {
  const hire = renderLeadEmail(
    {
      form_id: "hire-booking",
      category: "Hire Booking",
      name: "Ann Lee",
      lead_status: "Complete",
      pickup_at: "2031-03-14T10:00",
      return_at: "2031-03-17T10:00",
      hire_days: 3,
      hire_daily_rate: "$59/day",
      hire_total: "$177",
    },
    { siteName: "Coastline Rentals", leadId: 7, prospectStatus: "new" },
  );
  expect(hire.text).toContain(
    "Ann Lee would like to hire a car from 2031-03-14 10:00 to 2031-03-17 10:00 (3 days, $177 in total).",
  );
  expect(hire.text).toContain("Total for the hire: $177");
  expect(hire.text).toContain("Pick-up date and time: 2031-03-14T10:00");
  const subscribe = renderLeadEmail(
    {
      form_id: "vehicle-subscription",
      category: "Subscription",
      name: "Ann Lee",
      lead_status: "Complete",
      subscription_plan: "3 months, 500 km a week",
    },
    { siteName: "FlexiDrive", leadId: 8, prospectStatus: "new" },
  );
  expect(subscribe.text).toContain(
    "Ann Lee would like to subscribe to a car on the 3 months, 500 km a week plan.",
  );
  expect(subscribe.text).toContain("Plan: 3 months, 500 km a week");
});

describe("a US site's lead: the labels its forms used, money in US dollars", () => {
  const tradeIn: StoredLeadPayload = {
    form_id: "trade-in",
    category: "Trade-in Enquiry",
    name: "Dana Ruiz",
    email: "dana@example.com",
    phone: "(512) 555-0100",
    postcode: "78701",
    Rego: "TX4 7QP",
    regoState: "VIC",
    odometer: "41250",
    "Vehicle Make": "Ford",
    "Vehicle Model": "F-150",
    year: "2019",
    lead_status: "Complete",
  };
  const truck = { ...MAZDA, title: "2022 Ford F-150 Lariat", priceCents: 52_995_00 };
  const us = renderLeadEmail(tradeIn, {
    siteName: "Lone Star Auto",
    leadId: 9,
    prospectStatus: "new",
    market: "US",
    vehicle: truck,
  });
  const au = renderLeadEmail(tradeIn, {
    siteName: "Harbour City",
    leadId: 9,
    prospectStatus: "new",
    market: "AU",
    vehicle: truck,
  });

  test.each([
    ["ZIP code: 78701", "Postcode: 78701"],
    ["License plate: TX4 7QP", "Registration: TX4 7QP"],
    ["State: VIC", "State of registration: VIC"],
    ["Odometer (miles): 41250", "Odometer (km): 41250"],
    ["Price: $52,995.00", "Price: $52,995.00"],
  ])("US %s where AU says %s", (usLine, auLine) => {
    expect(us.text).toContain(usLine);
    expect(au.text).toContain(auLine);
  });

  test("no Australian words are left in either part", () => {
    for (const body of [us.text, us.html]) {
      expect(body).not.toMatch(/Postcode|Registration|Odometer \(km\)|registration/);
    }
    expect(us.html).toContain("<th");
    expect(us.html).toContain(">ZIP code</th>");
    expect(us.html).toContain(">License plate</th>");
  });

  test("a service booking names the license plate; a reservation's deposit is in US dollars", () => {
    const service = renderLeadEmail(
      { category: "Service Booking", name: "Dana Ruiz", Rego: "TX4 7QP", regoState: "TX" },
      { siteName: "Lone Star Auto", leadId: 10, prospectStatus: "new", market: "US" },
    );
    expect(service.text).toContain("Dana Ruiz would like to book a service (license plate TX4 7QP).");
    expect(service.text).toContain("State: TX");
    const reserve = renderLeadEmail(
      { form_id: "reserve-car", category: "Reserve Car", name: "Dana Ruiz", deposit_amount: 500_00 },
      { siteName: "Lone Star Auto", leadId: 11, prospectStatus: "new", market: "US" },
    );
    expect(reserve.text).toContain("Deposit paid: $500.00");
  });
});
