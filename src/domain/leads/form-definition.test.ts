import { describe, expect, test } from "vitest";
import {
  FORM_FIELD_TYPES,
  type FormDefinition,
  type FormField,
  formSettings,
  initialFormValues,
  isFieldRequired,
} from "@/domain/leads/form-definition";

const bare: FormDefinition = { id: "x", title: "X", category: "General Enquiry", steps: [] };

describe("form definition defaults (SPEC §4 labels, §9 conversion id 22)", () => {
  test.each<[keyof ReturnType<typeof formSettings>, string | number]>([
    ["submitLabel", "Submit"],
    ["nextLabel", "Continue"],
    ["backLabel", "Go Back"],
    ["conversionEventId", 22],
    ["successCategory", "General Enquiry"],
  ])("default %s is %j", (key, expected) => {
    expect(formSettings(bare)[key]).toBe(expected);
  });

  test("explicit settings win", () => {
    const settings = formSettings({
      ...bare,
      submitLabel: "Send",
      nextLabel: "Next",
      backLabel: "Back",
      conversionEventId: 23,
      successCategory: "Finance Enquiry",
    });
    expect(settings).toEqual({
      submitLabel: "Send",
      nextLabel: "Next",
      backLabel: "Back",
      conversionEventId: 23,
      successCategory: "Finance Enquiry",
    });
  });

  test.each<[Partial<FormField>, boolean]>([
    [{}, true],
    [{ required: true }, true],
    [{ required: false }, false],
  ])("a field %j is required: %s (required by default)", (extra, expected) => {
    expect(isFieldRequired({ name: "a", type: "string", label: "A", ...extra })).toBe(expected);
  });
});

describe("field types cover SPEC §3 'Form field types'", () => {
  // The spec's list, in its words; each becomes a kebab-case type.
  const specList =
    "address, button, card number, card expiry, check, check group, check card, currency, date-time, distance, dob, email, expiry date, file, full name, hidden, kilometre, licence number, location select, make, model, number, opt-in, phone, postcode, radio, radio group, radio card, rego, select, service interval, star rating, string, textarea, tyres, year";
  test.each(specList.split(", ").map((name) => [name, name.replace(/ /g, "-")]))("%s → %s", (_name, type) => {
    expect(FORM_FIELD_TYPES).toContain(type);
  });

  test("custom component fields are supported, and nothing else was invented", () => {
    expect(FORM_FIELD_TYPES).toContain("custom");
    expect(FORM_FIELD_TYPES).toHaveLength(specList.split(", ").length + 1);
  });
});

const definition: FormDefinition = {
  id: "t",
  title: "T",
  category: "General Enquiry",
  steps: [
    {
      title: "One",
      fields: [{ name: "category", type: "select", label: "Type", defaultValue: "General Enquiry" }],
    },
    {
      title: "Two",
      fields: [
        { name: "first_name", type: "string", label: "First name" },
        { name: "opt_in", type: "opt-in", label: "Opt in", required: false, defaultValue: true },
      ],
    },
  ],
};

describe("initialFormValues", () => {
  test.each<[string, unknown]>([
    ["category", "General Enquiry"],
    ["opt_in", true],
    ["first_name", undefined],
  ])("%s starts as %j", (name, expected) => {
    expect(initialFormValues(definition)[name]).toBe(expected);
  });
});
