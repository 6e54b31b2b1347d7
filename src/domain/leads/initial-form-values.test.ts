import { describe, expect, test } from "vitest";
import type { FormDefinition } from "@/domain/leads/form-definition";
import { initialFormValues } from "@/domain/leads/initial-form-values";

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
