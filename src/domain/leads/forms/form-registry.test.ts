import { expect, test } from "vitest";
import { DEFAULT_FORM_ID, FORM_DEFINITIONS, formDefinitionById } from "@/domain/leads/forms/form-registry";

test.each(FORM_DEFINITIONS.map((form) => [form.id, form] as const))("%s is found by its id", (id, form) => {
  expect(formDefinitionById(id)).toBe(form);
});

test.each(["", "nope", "__proto__", "constructor"])("unknown id %j finds nothing", (id) => {
  expect(formDefinitionById(id)).toBeUndefined();
});

test("the default form (SPEC 7 API clients without a form id) is the general enquiry", () => {
  expect(formDefinitionById(DEFAULT_FORM_ID)?.category).toBe("General Enquiry");
});
