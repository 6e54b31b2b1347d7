import { describe, expect, test } from "vitest";
import { buildFieldSchema } from "@/domain/leads/build-field-schema";
import type { FormField, FormSiteContext } from "@/domain/leads/form-definition";
import { FORM_DEFINITIONS } from "@/domain/leads/forms/form-registry";

const REQUIRED = "*This is a required field.";
const AU: FormSiteContext = { market: "AU" };

function check(field: FormField, value: unknown, site: FormSiteContext = AU) {
  const result = buildFieldSchema(field, site).safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, messages: result.error.issues.map((i) => i.message) };
}

const f = (type: FormField["type"], extra: Partial<FormField> = {}): FormField => ({
  name: extra.name ?? type,
  type,
  label: type,
  ...extra,
});

const choices = [
  { value: "General Enquiry", label: "General" },
  { value: "Service Enquiry", label: "Service" },
];

describe("buildFieldSchema (SPEC §5 rules by field type, required by default)", () => {
  test.each<[string, FormField, unknown, object, FormSiteContext?]>([
    ["string required, empty", f("string"), "", { ok: false, messages: [REQUIRED] }],
    ["string required, missing", f("string"), undefined, { ok: false, messages: [REQUIRED] }],
    ["string optional, empty", f("string", { required: false }), "", { ok: true, value: undefined }],
    ["textarea", f("textarea"), " Hi there ", { ok: true, value: "Hi there" }],
    ["email", f("email"), "nope", { ok: false, messages: ["invalid email address"] }],
    [
      "optional email still checked",
      f("email", { required: false }),
      "nope",
      { ok: false, messages: ["invalid email address"] },
    ],
    [
      "first_name",
      f("string", { name: "first_name" }),
      "Jo3",
      { ok: false, messages: ["Please use alphabetical characters only."] },
    ],
    ["last_name", f("string", { name: "last_name" }), "Bloggs", { ok: true, value: "Bloggs" }],
    [
      "middle_name optional",
      f("string", { name: "middle_name", required: false }),
      "",
      { ok: true, value: undefined },
    ],
    ["full-name", f("full-name", { name: "name" }), "Jo Bloggs", { ok: true, value: "Jo Bloggs" }],
    [
      "postcode AU",
      f("postcode"),
      "123",
      { ok: false, messages: ["Invalid postcode. Please enter a 4-digit number."] },
    ],
    ["phone AU", f("phone"), "0411 222 333", { ok: true, value: "0411 222 333" }],
    [
      "phone AU mobile-only",
      f("phone"),
      "02 9876 5432",
      { ok: false, messages: ["Invalid phone number. Must be an Australian mobile number."] },
      { market: "AU", mobileOnlyPhone: true },
    ],
    [
      "phone NZ",
      f("phone"),
      "0511 222 333",
      { ok: false, messages: ["Invalid phone number. Must be a New Zealand number."] },
      { market: "NZ" },
    ],
    ["phone US", f("phone"), "(555) 123-4567", { ok: true, value: "(555) 123-4567" }, { market: "US" }],
    [
      "select in options",
      f("select", { options: choices }),
      "Service Enquiry",
      { ok: true, value: "Service Enquiry" },
    ],
    [
      "select outside options",
      f("select", { options: choices }),
      "Spam",
      { ok: false, messages: ["Please choose one of the options."] },
    ],
    ["select empty", f("select", { options: choices }), "", { ok: false, messages: [REQUIRED] }],
    [
      "select with runtime options",
      f("location-select", { optionsSource: "dealerships", options: choices }),
      "any-slug",
      { ok: true, value: "any-slug" },
    ],
    ["opt-in unticked, optional", f("opt-in", { required: false }), undefined, { ok: true, value: false }],
    ["opt-in ticked as form data", f("opt-in", { required: false }), "on", { ok: true, value: true }],
    [
      "SPEC 3 yes/no variant: 'Yes' is ticked",
      f("check", { required: false }),
      "Yes",
      { ok: true, value: true },
    ],
    [
      "SPEC 3 yes/no variant: 'No' is unticked",
      f("check", { required: false }),
      "No",
      { ok: true, value: false },
    ],
    ["required check unticked", f("check"), false, { ok: false, messages: [REQUIRED] }],
    ["required check ticked", f("check"), true, { ok: true, value: true }],
    ["check-group required, none", f("check-group"), [], { ok: false, messages: [REQUIRED] }],
    // A group with no box ticked, as the browser form reports it (react-hook-form gives false).
    [
      "check-group optional, none ticked",
      f("check-group", { options: choices, required: false }),
      false,
      { ok: true, value: [] },
    ],
    [
      "check-group required, none ticked",
      f("check-group", { options: choices }),
      false,
      { ok: false, messages: [REQUIRED] },
    ],
    [
      "check-group single value",
      f("check-group", { options: choices }),
      "General Enquiry",
      { ok: true, value: ["General Enquiry"] },
    ],
    [
      "check-group bad value",
      f("check-group", { options: choices }),
      ["Spam"],
      { ok: false, messages: ["Please choose one of the options."] },
    ],
    ["currency", f("currency"), "$12,500", { ok: true, value: 12500 }],
    ["currency not a number", f("currency"), "lots", { ok: false, messages: ["Please enter a number."] }],
    ["currency empty", f("currency"), "", { ok: false, messages: [REQUIRED] }],
    ["currency optional empty", f("currency", { required: false }), "", { ok: true, value: undefined }],
    ["kilometre negative", f("kilometre"), -5, { ok: false, messages: ["Please enter a number."] }],
    ["year", f("year"), "2019", { ok: true, value: 2019 }],
    ["year fractional", f("year"), "2019.5", { ok: false, messages: ["Please enter a number."] }],
    ["star-rating out of range", f("star-rating"), 6, { ok: false, messages: ["Please enter a number."] }],
    ["hidden passes anything", f("hidden"), { id: 7 }, { ok: true, value: { id: 7 } }],
    ["hidden never required", f("hidden"), undefined, { ok: true, value: undefined }],
    ["required file, none", f("file"), [], { ok: false, messages: [REQUIRED] }],
    ["optional file, none", f("file", { required: false }), undefined, { ok: true, value: undefined }],
    ["required custom, missing", f("custom"), undefined, { ok: false, messages: [REQUIRED] }],
  ])("%s", (_label, field, value, expected, site) => {
    expect(check(field, value, site)).toEqual(expected);
  });
});

/**
 * What an untouched control sends from the browser form: react-hook-form gives false for a
 * checkbox or a group of checkboxes none of which is ticked, and "" for an empty input or
 * select; a file input sends nothing.
 */
function untouched(field: FormField): unknown {
  if (["check", "opt-in", "check-group", "check-card"].includes(field.type)) return false;
  if (field.type === "file") return undefined;
  return "";
}

// A shopper who leaves an optional field alone can always send the form.
describe("every optional field of every registered form accepts its untouched value", () => {
  const optional = FORM_DEFINITIONS.flatMap((form) =>
    form.steps.flatMap((step) =>
      step.fields
        .filter((field) => field.required === false && field.type !== "hidden" && !field.hidden)
        .map((field) => ({ id: `${form.id}: ${field.name} (${field.type})`, field })),
    ),
  );
  test("the service form's extras are among them", () => {
    expect(optional.map((o) => o.id)).toContain("service-booking: additional_services (check-group)");
  });
  test.each(optional)("$id", ({ field }) => {
    expect(check(field, untouched(field))).toMatchObject({ ok: true });
  });
});
