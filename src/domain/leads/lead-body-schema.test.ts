import { describe, expect, test } from "vitest";
import { buildLeadPayload } from "@/domain/leads/build-lead-payload";
import { leadBodySchema, missingContactFields } from "@/domain/leads/lead-body-schema";

const body = buildLeadPayload(
  { first_name: "Jo", last_name: "Bloggs", email: "jo@example.com", phone: "0411222333", message: "Hi" },
  {
    category: "General Enquiry",
    website_slug: "northside-toyota",
    url: "https://northside.example/contact",
    user_agent: "test",
    partial: false,
    step_number: 0,
  },
);

const withLead = (patch: Record<string, unknown>) => ({ lead: { ...body.lead, ...patch } });

function issues(input: unknown): Record<string, string> {
  const result = leadBodySchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("leadBodySchema (API body for POST/PUT /api/leads; errors name the field)", () => {
  test("a built payload is accepted", () => {
    expect(issues(body)).toEqual({});
  });

  test.each<[string, Record<string, unknown>, string[]]>([
    ["email with a wrong type", { email: 42 }, ["lead.email"]],
    ["email malformed", { email: "jo@" }, ["lead.email"]],
    ["lead_id as text", { lead_id: "12" }, ["lead.lead_id"]],
    ["lead_id zero", { lead_id: 0 }, ["lead.lead_id"]],
    ["unknown lead_status", { lead_status: "Done" }, ["lead.lead_status"]],
    ["form_completed as text", { form_completed: "true" }, ["lead.form_completed"]],
    ["form_completed contradicting lead_status", { form_completed: false }, ["lead.form_completed"]],
    ["skipped_steps malformed", { skipped_steps: [{ from: "a", to: 2 }] }, ["lead.skipped_steps.0.from"]],
    ["negative step_number", { step_number: -1 }, ["lead.step_number"]],
    ["source other than Website", { source: "Partner" }, ["lead.source"]],
    ["category missing", { category: "" }, ["lead.category"]],
    [
      "too many visited pages",
      { visited_pages: Array.from({ length: 51 }, () => "/") },
      ["lead.visited_pages"],
    ],
    [
      "linked_query_params values not text",
      { linked_query_params: { gclid: 1 } },
      ["lead.linked_query_params.gclid"],
    ],
    ["an extra value that is an object", { stock_number: { $gt: "" } }, ["lead.stock_number"]],
    // The attribution's shape and sizes are held at the boundary.
    ["attribution that is not an object", { attribution: "google" }, ["lead.attribution"]],
    [
      "an attribution key the device never sends",
      { attribution: { first_touch: null, last_touch: null, source: { type: "paid" } } },
      ["lead.attribution"],
    ],
    [
      "a click id the platform does not know",
      { attribution: { last_touch: { at: "2030-01-01T00:00:00Z", click_ids: { dclid: "x" } } } },
      ["lead.attribution.last_touch.click_ids"],
    ],
    [
      "a UTM value over 200 characters",
      { attribution: { last_touch: { at: "2030-01-01T00:00:00Z", utm: { utm_campaign: "c".repeat(201) } } } },
      ["lead.attribution.last_touch.utm.utm_campaign"],
    ],
    [
      "a click id over 256 characters",
      { attribution: { first_touch: { at: "2030-01-01T00:00:00Z", click_ids: { gclid: "g".repeat(257) } } } },
      ["lead.attribution.first_touch.click_ids.gclid"],
    ],
    [
      "a landing page over 500 characters",
      { attribution: { last_touch: { at: "2030-01-01T00:00:00Z", landing_page: `/${"p".repeat(500)}` } } },
      ["lead.attribution.last_touch.landing_page"],
    ],
    [
      "a touch without its time",
      { attribution: { last_touch: { click_ids: { gclid: "g" } } } },
      ["lead.attribution.last_touch.at"],
    ],
    ["opt_in as text", { opt_in: "yes" }, ["lead.opt_in"]],
  ])("rejects %s", (_label, patch, paths) => {
    expect(Object.keys(issues(withLead(patch)))).toEqual(paths);
  });

  test("the spec's email message", () => {
    expect(issues(withLead({ email: "nope" }))).toEqual({ "lead.email": "invalid email address" });
  });

  // SPEC 5: name, email and phone of a complete lead (checked after the form's own rules).
  test.each<[string, Record<string, unknown>, string[]]>([
    [
      "a complete lead needs name (or a first name to take it from), email and phone",
      { name: "", first_name: undefined, email: undefined, phone: " " },
      ["name", "email", "phone"],
    ],
    [
      "an incomplete step lead may not have them yet",
      { name: "", email: "", phone: undefined, lead_status: "Incomplete", form_completed: false },
      [],
    ],
    ["SPEC 5 fallback: an empty name with a first name is fine", { name: "", first_name: "Ann" }, []],
    ["a blank first name is no name", { name: " ", first_name: " " }, ["name"]],
    ["a complete lead with all three", {}, []],
  ])("%s", (_label, patch, missing) => {
    expect(missingContactFields({ ...body.lead, ...patch })).toEqual(missing);
  });

  test.each<[string, unknown]>([
    ["no lead wrapper", body.lead],
    ["not an object", "lead"],
  ])("rejects %s", (_label, input) => {
    expect(leadBodySchema.safeParse(input).success).toBe(false);
  });

  test("extra flat values (Yes/No strings, lists, numbers) are kept", () => {
    const parsed = leadBodySchema.parse(
      withLead({ "Best Deal": "Yes", additional_services: ["Tyre rotation"], year: 2019 }),
    );
    expect(parsed.lead).toMatchObject({
      "Best Deal": "Yes",
      additional_services: ["Tyre rotation"],
      year: 2019,
    });
  });
});
