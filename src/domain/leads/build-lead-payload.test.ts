import { describe, expect, test } from "vitest";
import { buildLeadPayload, type LeadPayloadContext } from "@/domain/leads/build-lead-payload";
import { leadBodySchema } from "@/domain/leads/lead-body-schema";

const ctx: LeadPayloadContext = {
  category: "Vehicle Enquiry",
  website_slug: "northside-toyota",
  url: "https://northside.example/cars/2019-toyota-hilux",
  user_agent: "Mozilla/5.0",
  partial: false,
  step_number: 0,
  visited_pages: ["/", "/cars/2019-toyota-hilux"],
  linked_query_params: { gclid: "abc" },
};

const values = {
  first_name: " Jo ",
  last_name: "Bloggs",
  email: "jo@example.com",
  phone: "0411 222 333",
  message: "Still available?",
  opt_in: true,
  car_id: 981,
  stock_number: "U1234",
  car_type: "used",
  "Vehicle Make": "Toyota",
  "Vehicle Model": "Hilux",
};

describe("buildLeadPayload (SPEC §3 Lead payload wrapped under lead)", () => {
  test("a final submit is a Complete lead with every payload field", () => {
    expect(buildLeadPayload(values, ctx)).toEqual({
      lead: {
        name: "Jo Bloggs",
        first_name: "Jo",
        last_name: "Bloggs",
        email: "jo@example.com",
        phone: "0411 222 333",
        category: "Vehicle Enquiry",
        location_id: null,
        lead_id: null,
        lead_status: "Complete",
        form_completed: true,
        skipped_steps: [],
        step_number: 0,
        has_files: false,
        dealership_slug: null,
        website_slug: "northside-toyota",
        url: "https://northside.example/cars/2019-toyota-hilux",
        source: "Website",
        user_agent: "Mozilla/5.0",
        visited_pages: ["/", "/cars/2019-toyota-hilux"],
        linked_query_params: { gclid: "abc" },
        message: "Still available?",
        opt_in: true,
        car_id: 981,
        stock_number: "U1234",
        car_type: "used",
        "Vehicle Make": "Toyota",
        "Vehicle Model": "Hilux",
      },
    });
  });

  test.each<[string, Record<string, unknown>, Partial<LeadPayloadContext>, Record<string, unknown>]>([
    [
      "partial step: Incomplete, not completed",
      {},
      { partial: true, step_number: 1 },
      {
        lead_status: "Incomplete",
        form_completed: false,
        step_number: 1,
      },
    ],
    ["the first lead id is reused", {}, { lead_id: 5512 }, { lead_id: 5512 }],
    [
      "skipped steps are sent as from/to pairs",
      {},
      { skipped_steps: [{ from: 0, to: 2 }] },
      {
        skipped_steps: [{ from: 0, to: 2 }],
      },
    ],
    ["name given wins", { name: "Joanne B" }, {}, { name: "Joanne B" }],
    [
      "name 'undefined undefined' falls back",
      { name: "undefined undefined", last_name: undefined },
      {},
      {
        name: "Jo",
      },
    ],
    ["only a first name: name becomes first_name", { last_name: "" }, {}, { name: "Jo" }],
    ["no names at all", { first_name: undefined, last_name: undefined }, {}, { name: "" }],
    [
      "a category field wins over the form's",
      { category: "Service Enquiry" },
      {},
      { category: "Service Enquiry" },
    ],
    [
      "Careers Enquiry is sent as General Enquiry / Career Enquiry",
      { category: "Careers Enquiry" },
      {},
      {
        category: "General Enquiry",
        subcategory: "Career Enquiry",
      },
    ],
    ["the form's subcategory is sent", {}, { subcategory: "Hilux SR5" }, { subcategory: "Hilux SR5" }],
    [
      "the chosen dealership wins",
      { dealership_slug: "southside" },
      { dealership_slug: "northside" },
      {
        dealership_slug: "southside",
      },
    ],
    ["else the site's dealership", {}, { dealership_slug: "northside" }, { dealership_slug: "northside" }],
    ["location id from context", {}, { location_id: 2919 }, { location_id: 2919 }],
    [
      "form values cannot spoof system fields",
      { source: "Partner", lead_status: "Complete", lead_id: 1 },
      {
        partial: true,
      },
      { source: "Website", lead_status: "Incomplete", lead_id: null },
    ],
    ["uploads set has_files", { photos: [new Blob(["x"])] }, {}, { has_files: true }],
    ["has_files can be forced", {}, { has_files: true }, { has_files: true }],
  ])("%s", (_label, extraValues, extraCtx, expected) => {
    const { lead } = buildLeadPayload({ ...values, ...extraValues }, { ...ctx, ...extraCtx });
    expect(lead).toMatchObject(expected);
  });

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      "ticked",
      { "Ready to sell": true, "Valuation guide": "on", "Best Finance": "true", "Best Deal": "Yes" },
      {
        "Ready to sell": "Yes",
        "Valuation guide": "Yes",
        "Best Finance": "Yes",
        "Best Deal": "Yes",
      },
    ],
    [
      "unticked or absent",
      { "Ready to sell": false, "Valuation guide": "" },
      {
        "Ready to sell": "No",
        "Valuation guide": "No",
        "Best Finance": "No",
        "Best Deal": "No",
      },
    ],
  ])(
    "yes_no_fields variant sends the four fields as Yes/No strings (%s)",
    (_label, extraValues, expected) => {
      const { lead } = buildLeadPayload({ ...values, ...extraValues }, { ...ctx, yesNoFields: true });
      expect(lead).toMatchObject(expected);
    },
  );

  test("without the variant the four fields are not invented", () => {
    const { lead } = buildLeadPayload({ ...values, "Best Deal": true }, ctx);
    expect(lead["Best Deal"]).toBe(true);
    expect(lead).not.toHaveProperty("Ready to sell");
  });

  test.each<[string, Partial<LeadPayloadContext>]>([
    ["final", {}],
    ["partial", { partial: true, step_number: 1, lead_id: 9, skipped_steps: [{ from: 0, to: 1 }] }],
    ["yes/no variant", { yesNoFields: true }],
  ])("the %s payload passes the API body schema", (_label, extraCtx) => {
    expect(leadBodySchema.safeParse(buildLeadPayload(values, { ...ctx, ...extraCtx })).success).toBe(true);
  });
});
