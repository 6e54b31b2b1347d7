import { describe, expect, test } from "vitest";
import { parseSiteConfig } from "@/domain/config/site-config";
import {
  INVALID_AU_MOBILE,
  INVALID_AU_PHONE,
  INVALID_EMAIL,
  INVALID_NAME,
  INVALID_NZ_PHONE,
  INVALID_OPTION,
  INVALID_POSTCODE,
  INVALID_US_PHONE,
  REQUIRED,
} from "@/domain/leads/messages";
import {
  type LeadSiteSource,
  UNKNOWN_FORM,
  validateLeadSubmission,
} from "@/domain/leads/validate-lead-submission";

function site(
  forms: Record<string, unknown> = {},
  market: "AU" | "NZ" | "US" = "AU",
  dealerships = 1,
): LeadSiteSource {
  return {
    slug: "harbourcity",
    market,
    dealerships: Array.from({ length: dealerships }, (_, i) => ({ id: i + 1, slug: `dealer-${i + 1}` })),
    config: parseSiteConfig({ forms }),
  };
}

const contact = {
  first_name: "Ann",
  last_name: "Lee",
  email: "ann@example.com",
  phone: "0412 345 678",
};

function body(lead: Record<string, unknown>) {
  return {
    lead: {
      name: "Ann Lee",
      category: "General Enquiry",
      lead_id: null,
      lead_status: "Complete",
      form_completed: true,
      skipped_steps: [],
      step_number: 0,
      has_files: false,
      website_slug: "harbourcity",
      url: "http://harbourcity.localhost/contact",
      source: "Website",
      user_agent: "test",
      visited_pages: ["/"],
      linked_query_params: {},
      form_id: "general-enquiry",
      ...contact,
      message: "Hello",
      ...lead,
    },
  };
}

const partial = { lead_status: "Incomplete", form_completed: false };

describe("a form only some sites offer (SPEC 3 offers_subscription)", () => {
  const subscription = body({ form_id: "offers-subscription", category: "Offers Subscription" });
  test("the offers subscription is refused where the site does not offer it", () => {
    expect(validateLeadSubmission(subscription, site())).toEqual({
      ok: false,
      fields: { form_id: UNKNOWN_FORM },
    });
  });
  test("and accepted, as an Offers Subscription, where it does", () => {
    const offering = { ...site(), config: parseSiteConfig({ flags: { offers_subscription: true } }) };
    const result = validateLeadSubmission(subscription, offering);
    expect(result.ok).toBe(true);
    expect(result.ok && result.payload.category).toBe("Offers Subscription");
  });
});

describe("bad input is refused with a message naming the field", () => {
  test.each<[string, unknown, LeadSiteSource, Record<string, string>]>([
    ["not an object", "hello", site(), { lead: "Body must be {lead:{...}}" }],
    ["no lead", { name: "Ann" }, site(), { lead: expect.any(String) }],
    ["a wrong type", body({ step_number: "two" }), site(), { step_number: expect.any(String) }],
    ["visited_pages not a list", body({ visited_pages: "/" }), site(), { visited_pages: expect.any(String) }],
    ["an unknown form", body({ form_id: "lottery" }), site(), { form_id: UNKNOWN_FORM }],
    ["a bad email", body({ email: "ann@" }), site(), { email: INVALID_EMAIL }],
    ["digits in a name", body({ first_name: "Ann2" }), site(), { first_name: INVALID_NAME }],
    ["no message", body({ message: "" }), site(), { message: REQUIRED }],
    ["an AU landline rule", body({ phone: "12345" }), site(), { phone: INVALID_AU_PHONE }],
    [
      "AU mobile-only variant",
      body({ phone: "02 9999 9999" }),
      site({ mobile_only_phone: true }),
      { phone: INVALID_AU_MOBILE },
    ],
    ["NZ phone", body({ phone: "0512345" }), site({}, "NZ"), { phone: INVALID_NZ_PHONE }],
    ["US phone", body({ phone: "0412345678" }), site({}, "US"), { phone: INVALID_US_PHONE }],
    ["a category not offered", body({ category: "Lottery Enquiry" }), site(), { category: INVALID_OPTION }],
    [
      "another site's dealership",
      body({ dealership_slug: "elsewhere" }),
      site({}, "AU", 3),
      { dealership_slug: INVALID_OPTION },
    ],
    [
      "multi-dealership site without a dealership",
      body({}),
      site({}, "AU", 3),
      { dealership_slug: REQUIRED },
    ],
    [
      "finance final submit checks every step",
      body({ form_id: "finance", step_number: 2 }),
      site(),
      { vehiclePriceBudget: REQUIRED, loan_term: REQUIRED, employment_status: REQUIRED, postcode: REQUIRED },
    ],
    [
      "a trade-in partial of step 0 checks only step 0",
      body({ form_id: "trade-in", ...partial, Rego: "" }),
      site(),
      { Rego: REQUIRED, regoState: REQUIRED },
    ],
    [
      "a bad postcode",
      body({
        form_id: "sell-my-car",
        Rego: "ABC123",
        regoState: "NSW",
        "Vehicle Make": "Mazda",
        "Vehicle Model": "3",
        year: 2019,
        odometer: 1000,
        postcode: "20000",
      }),
      site(),
      { postcode: INVALID_POSTCODE },
    ],
  ])("%s", (_label, input, target, fields) => {
    const result = validateLeadSubmission(input, target);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields).toEqual(expect.objectContaining(fields));
  });
});

describe("the state a car is registered in is checked against the market's states", () => {
  // The trade-in's first step (a partial lead): the registration and its state.
  const step0 = (regoState: string | undefined) =>
    body({
      form_id: "trade-in",
      ...partial,
      Rego: "ABC1",
      ...(regoState === undefined ? {} : { regoState }),
      email: undefined,
      phone: undefined,
    });
  test.each<["AU" | "NZ" | "US", string | undefined, Record<string, string> | null, string | undefined]>([
    ["AU", "NSW", null, "NSW"],
    ["AU", "TX", { regoState: INVALID_OPTION }, undefined],
    ["AU", undefined, { regoState: REQUIRED }, undefined],
    ["US", "TX", null, "TX"],
    ["US", "DC", null, "DC"],
    ["US", "NSW", { regoState: INVALID_OPTION }, undefined],
    ["US", undefined, { regoState: REQUIRED }, undefined],
    // New Zealand asks no state; one sent anyway is not kept.
    ["NZ", undefined, null, undefined],
    ["NZ", "NSW", null, undefined],
  ])("%s, state %j", (market, regoState, refused, stored) => {
    const result = validateLeadSubmission(step0(regoState), site({}, market));
    if (refused) {
      expect(result.ok).toBe(false);
      expect(!result.ok && result.fields).toEqual(refused);
    } else {
      expect(result.ok).toBe(true);
      expect(result.ok && result.payload.regoState).toBe(stored);
    }
  });
});

describe("a valid lead becomes the stored payload", () => {
  test("the form's parsed values, the spec's fields, nothing else", () => {
    const result = validateLeadSubmission(
      body({ website_slug: "someone-else", smuggled: "x", contact_fax: "", altcha: "abc", opt_in: true }),
      site(),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload).toMatchObject({
      name: "Ann Lee",
      first_name: "Ann",
      email: "ann@example.com",
      phone: "0412 345 678",
      category: "General Enquiry",
      website_slug: "harbourcity",
      source: "Website",
      form_id: "general-enquiry",
      opt_in: true,
    });
    expect(result.payload).not.toHaveProperty("smuggled");
    expect(result.payload).not.toHaveProperty("contact_fax");
    expect(result.payload).not.toHaveProperty("altcha");
    expect(result.complete).toBe(true);
  });

  test("The attribution is stored cleaned, with its source; hostile values dropped", () => {
    const now = new Date("2030-06-30T00:00:00.000Z");
    const sent = {
      at: "2030-06-29T10:00:00.000Z",
      landing_page: "/cars/hilux?gclid=g1",
      referrer: "www.google.com",
      click_ids: { gclid: "g1", fbclid: "<img src=x>" },
      utm: { utm_source: "google", utm_medium: "cpc" },
    };
    const result = validateLeadSubmission(
      body({ attribution: { first_touch: sent, last_touch: sent } }),
      site(),
      now,
    );
    const kept = { ...sent, click_ids: { gclid: "g1" } };
    expect(result.ok && result.payload.attribution).toEqual({
      first_touch: kept,
      last_touch: kept,
      source: { type: "paid", network: "Google Ads", detail: "gclid" },
    });
  });

  test("a lead sent without attribution (an older page, an API client) stores none", () => {
    const result = validateLeadSubmission(body({}), site());
    expect(result.ok && "attribution" in result.payload).toBe(false);
  });

  test.each<[string, Record<string, unknown>, string, string | undefined]>([
    ["the chosen category", { category: "Service Enquiry" }, "Service Enquiry", undefined],
    [
      "SPEC 5: careers becomes General Enquiry / Career Enquiry",
      { category: "Careers Enquiry" },
      "General Enquiry",
      "Career Enquiry",
    ],
    [
      "a form without a category field uses its own",
      { form_id: "contact", category: "Made Up" },
      "General Enquiry",
      undefined,
    ],
  ])("%s", (_label, lead, category, subcategory) => {
    const result = validateLeadSubmission(body(lead), site());
    expect(result.ok && result.payload.category).toBe(category);
    expect(result.ok && result.payload.subcategory).toBe(subcategory);
  });

  test("SPEC 5 name fallback: no last name → the first name", () => {
    const result = validateLeadSubmission(
      body({
        form_id: "trade-in",
        ...partial,
        name: "",
        Rego: "ABC1",
        regoState: "NSW",
        first_name: "Ann",
        last_name: undefined,
      }),
      site(),
    );
    expect(result.ok && result.payload.name).toBe("Ann");
  });

  test.each<[string, Record<string, unknown>, string]>([
    ["an empty name", { name: "" }, "Ann Lee"],
    ["no name at all", { name: "", last_name: "Lee" }, "Ann Lee"],
    ["the 'undefined undefined' placeholder", { name: "undefined undefined" }, "Ann"],
  ])(
    "SPEC 5 name fallback on a complete lead: %s is accepted and named from first_name",
    (_, lead, expected) => {
      const result = validateLeadSubmission(body(lead), site());
      expect(result.ok, JSON.stringify(result.ok ? null : result.fields)).toBe(true);
      expect(result.ok && result.payload.name).toBe(expected);
    },
  );

  test("a complete lead with neither a name nor a first name names the form's field, as the browser does", () => {
    const result = validateLeadSubmission(body({ name: "", first_name: undefined }), site());
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fields).toEqual({ first_name: REQUIRED });
  });

  test("a partial step passes without the contact details", () => {
    const result = validateLeadSubmission(
      body({
        form_id: "trade-in",
        ...partial,
        Rego: "ABC1",
        regoState: "NSW",
        email: undefined,
        phone: undefined,
      }),
      site(),
    );
    expect(result.ok).toBe(true);
    expect(result.ok && result.payload.lead_status).toBe("Incomplete");
  });

  test.each<[string, "AU" | "NZ" | "US", Record<string, unknown>, string, string]>([
    ["AU 0061 form", "AU", {}, "0061 412 345 678", "+61412345678"],
    ["AU mobile-only", "AU", { mobile_only_phone: true }, "+61 412 345 678", "+61412345678"],
    ["AU landline", "AU", {}, "(02) 9876 5432", "+61298765432"],
    ["NZ mobile", "NZ", {}, "+64 21 123 4567", "+64211234567"],
    ["US with +1 and dashes", "US", {}, "+1-415-555-2671", "+14155552671"],
    ["US national", "US", {}, "(415) 555-2671", "+14155552671"],
  ])("the phone is kept as typed, with its E.164 form: %s", (_label, market, forms, typed, e164) => {
    const result = validateLeadSubmission(body({ phone: ` ${typed} ` }), site(forms, market));
    expect(result.ok && [result.payload.phone, result.payload.phone_e164]).toEqual([typed, e164]);
  });

  // SPEC 5 Mobile normalisation: 'Australian sites convert a leading 04 to +614', 'US sites
  // accept 11 digits starting with 1 (prefix +) or 10 digits (prefix +1)'; a landline is no mobile.
  test.each<[string, "AU" | "NZ" | "US", string, string | null]>([
    ["AU mobile with 04", "AU", "0412 345 678", "+61412345678"],
    ["AU mobile as +61", "AU", "+61 412 345 678", "+61412345678"],
    ["AU landline", "AU", "(02) 9876 5432", null],
    ["NZ mobile", "NZ", "021 123 4567", "+64211234567"],
    ["NZ landline", "NZ", "09 123 4567", null],
    ["US 11 digits starting 1", "US", "1 (415) 555-2671", "+14155552671"],
    ["US 10 digits", "US", "(415) 555-2671", "+14155552671"],
  ])(
    "the lead carries the phone's E.164 mobile form for CRMs and webhooks: %s",
    (_label, market, typed, e164) => {
      const result = validateLeadSubmission(body({ phone: typed }), site({}, market));
      expect(result.ok && result.payload.mobile_e164).toBe(e164);
    },
  );

  test("a phone the send did not check (another step's field) gets no E.164 form", () => {
    const result = validateLeadSubmission(
      body({ form_id: "trade-in", ...partial, Rego: "ABC1", regoState: "NSW", phone: "not checked" }),
      site(),
    );
    expect(
      result.ok && [result.payload.phone, result.payload.phone_e164, result.payload.mobile_e164],
    ).toEqual(["not checked", null, null]);
  });

  test("SPEC 3 yes/no variant sends the four checks as Yes/No", () => {
    const lead = body({ form_id: "vehicle-enquiry", "Best Deal": "Yes", "Best Finance": false });
    expect(validateLeadSubmission(lead, site({ yes_no_fields: true }))).toMatchObject({
      ok: true,
      payload: { "Best Deal": "Yes", "Best Finance": "No" },
    });
    expect(validateLeadSubmission(lead, site())).toMatchObject({
      ok: true,
      payload: { "Best Deal": true, "Best Finance": false },
    });
  });

  test("a lead without form_id (a SPEC 7 API client) is checked as a general enquiry", () => {
    const { lead } = body({});
    const { form_id: _omit, ...rest } = lead;
    expect(validateLeadSubmission({ lead: rest }, site())).toMatchObject({
      ok: true,
      payload: { form_id: "general-enquiry" },
    });
  });

  test("the car the lead is about is passed on", () => {
    const result = validateLeadSubmission(
      body({ form_id: "vehicle-enquiry", car_id: 42, car_type: "used" }),
      site(),
    );
    expect(result.ok && result.car_ref).toBe("42");
    expect(result.ok && result.payload.car_type).toBe("used");
  });

  test("SPEC 3 commerce.finance_provider: a finance application names the lender it goes to, no other lead does", () => {
    const finance = body({
      form_id: "finance",
      category: "Finance Enquiry",
      vehiclePriceBudget: "32000",
      loan_term: "60",
      employment_status: "Full Time",
      time_in_employment: "1 to 2 years",
      annual_income: "85000",
      postcode: "2000",
      privacy_consent: true,
      credit_check_consent: true,
      step_number: 2,
    });
    const lending = {
      ...site(),
      config: parseSiteConfig({ commerce: { finance_provider: "Harbour City Finance" } }),
    };
    const financeResult = validateLeadSubmission(finance, lending);
    expect(financeResult, JSON.stringify(financeResult)).toMatchObject({
      ok: true,
      payload: { finance_provider: "Harbour City Finance" },
    });
    const plain = validateLeadSubmission(finance, site());
    expect(plain.ok && "finance_provider" in plain.payload).toBe(false);
    const enquiry = validateLeadSubmission(body({}), lending);
    expect(enquiry.ok && "finance_provider" in enquiry.payload).toBe(false);
  });
});
