import { describe, expect, test } from "vitest";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import type { FormDefinition, FormSiteContext } from "@/domain/leads/form-definition";

const REQUIRED = "*This is a required field.";

const enquiry: FormDefinition = {
  id: "test-enquiry",
  title: "Enquire",
  category: "General Enquiry",
  steps: [
    {
      title: "Employment",
      fields: [
        {
          name: "employment_status",
          type: "select",
          label: "Status",
          options: [
            { value: "Full Time", label: "Full Time" },
            { value: "Self Employed", label: "Self Employed" },
          ],
        },
        {
          name: "employer",
          type: "string",
          label: "Employer",
          showWhen: { field: "employment_status", hasValue: true },
        },
        {
          name: "abn",
          type: "string",
          label: "ABN",
          showWhen: { field: "employment_status", equals: "Self Employed" },
        },
      ],
    },
    {
      title: "User Details",
      fields: [
        {
          name: "dealership_slug",
          type: "location-select",
          label: "Dealership",
          optionsSource: "dealerships",
        },
        { name: "first_name", type: "string", label: "First name" },
        { name: "middle_name", type: "string", label: "Middle name", required: false },
        { name: "last_name", type: "string", label: "Last name" },
        { name: "email", type: "email", label: "Email" },
        { name: "phone", type: "phone", label: "Phone" },
        { name: "message", type: "textarea", label: "Message" },
        { name: "opt_in", type: "opt-in", label: "Keep me informed", required: false, defaultValue: true },
        { name: "car_id", type: "hidden", label: "" },
        { name: "send", type: "button", label: "Send" },
      ],
    },
  ],
};

const valid = {
  employment_status: "Full Time",
  employer: "Acme",
  first_name: "Jo",
  last_name: "Bloggs",
  email: "jo@example.com",
  phone: "0411 222 333",
  message: "Is it still available?",
  opt_in: true,
  car_id: 42,
};

const AU: FormSiteContext = { market: "AU" };

function errors(site: FormSiteContext, values: Record<string, unknown>, step?: number) {
  const result = buildFormSchema(enquiry, site, { step }).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("buildFormSchema (SPEC §4/§5: required by default, conditional fields, site variants)", () => {
  test("a complete form parses, trimmed, with hidden values passed through and unknown keys dropped", () => {
    const result = buildFormSchema(enquiry, AU).parse({
      ...valid,
      first_name: " Jo ",
      injected: "x",
      send: "1",
    });
    expect(result).toEqual({ ...valid, first_name: "Jo" });
  });

  test.each<[string, FormSiteContext, Record<string, unknown>, Record<string, string>]>([
    ["all valid", AU, valid, {}],
    [
      "name, phone and email are required; errors name the field",
      AU,
      { ...valid, first_name: "", last_name: undefined, email: " ", phone: "" },
      { first_name: REQUIRED, last_name: REQUIRED, email: REQUIRED, phone: REQUIRED },
    ],
    [
      "field rules use the spec's messages",
      AU,
      { ...valid, first_name: "J0", email: "jo@", phone: "12" },
      {
        first_name: "Please use alphabetical characters only.",
        email: "invalid email address",
        phone: "Invalid phone number. Must be an Australian number.",
      },
    ],
    ["message required by default", AU, { ...valid, message: "" }, { message: REQUIRED }],
    [
      "message optional when configured",
      { market: "AU", messageOptional: true },
      { ...valid, message: "" },
      {},
    ],
    [
      "mobile-only phone variant",
      { market: "AU", mobileOnlyPhone: true },
      { ...valid, phone: "02 9876 5432" },
      {
        phone: "Invalid phone number. Must be an Australian mobile number.",
      },
    ],
    ["US market phone", { market: "US" }, valid, { phone: "Invalid phone number. Must be a US number." }],
    ["dealership not asked on a single-dealership site", AU, valid, {}],
    [
      "dealership required on a multi-dealership site",
      { market: "AU", multiDealership: true },
      valid,
      {
        dealership_slug: REQUIRED,
      },
    ],
    [
      "dealership not required when its choice is hidden",
      {
        market: "AU",
        multiDealership: true,
        dealershipChoiceHidden: true,
      },
      valid,
      {},
    ],
    ["middle name, when enabled, is optional", { market: "AU", middleNameEnabled: true }, valid, {}],
    [
      "middle name, when enabled, follows the name rule",
      { market: "AU", middleNameEnabled: true },
      {
        ...valid,
        middle_name: "J.",
      },
      { middle_name: "Please use alphabetical characters only." },
    ],
    ["middle name not validated when disabled", AU, { ...valid, middle_name: "J." }, {}],
    [
      "conditional shown (controller has a value): validated",
      AU,
      { ...valid, employer: "" },
      { employer: REQUIRED },
    ],
    [
      "conditional hidden (controller empty): not validated",
      AU,
      { ...valid, employment_status: "", employer: "" },
      {
        employment_status: REQUIRED,
      },
    ],
    [
      "conditional hidden (controller has an error): not validated",
      AU,
      {
        ...valid,
        employment_status: "Pirate",
        employer: "",
      },
      { employment_status: "Please choose one of the options." },
    ],
    ["predicate true: validated", AU, { ...valid, employment_status: "Self Employed" }, { abn: REQUIRED }],
    ["predicate false: not validated", AU, { ...valid, employment_status: "Full Time", abn: "" }, {}],
  ])("%s", (_label, site, values, expected) => {
    expect(errors(site, values)).toEqual(expected);
  });

  test("a hidden conditional field's stale value is not sent", () => {
    const result = buildFormSchema(enquiry, AU).parse({
      ...valid,
      employment_status: "Full Time",
      abn: "123",
    });
    expect(result).not.toHaveProperty("abn");
  });

  test.each<[number, Record<string, unknown>, Record<string, string>]>([
    [0, { employment_status: "Full Time", employer: "Acme" }, {}],
    [0, { employment_status: "" }, { employment_status: REQUIRED }],
    [1, { ...valid, employment_status: undefined }, {}],
    [1, { ...valid, email: "" }, { email: REQUIRED }],
  ])("step %i validates only its own fields", (step, values, expected) => {
    expect(errors(AU, values, step)).toEqual(expected);
  });

  test("an unknown step is a programming error", () => {
    expect(() => buildFormSchema(enquiry, AU, { step: 2 })).toThrow(RangeError);
  });

  test("a cycle of conditions hides the fields instead of recursing", () => {
    const cyclic: FormDefinition = {
      ...enquiry,
      steps: [
        {
          title: "Loop",
          fields: [
            { name: "a", type: "string", label: "A", showWhen: { field: "b", hasValue: true } },
            { name: "b", type: "string", label: "B", showWhen: { field: "a", hasValue: true } },
          ],
        },
      ],
    };
    expect(buildFormSchema(cyclic, AU).safeParse({ a: "", b: "" }).success).toBe(true);
  });
});
