import { describe, expect, test } from "vitest";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import { contactForm } from "@/domain/leads/forms/contact";
import { issuesByPath, sampleContact } from "@/domain/leads/test-support/sample-contact";

describe("contact form", () => {
  test.each<[string, object, Record<string, string>]>([
    ["valid", { ...sampleContact, message: "Opening hours?" }, {}],
    ["message required", { ...sampleContact }, { message: "*This is a required field." }],
    ["invalid email", { ...sampleContact, message: "Hi", email: "jo@" }, { email: "invalid email address" }],
  ])("%s", (_label, values, expected) => {
    expect(issuesByPath(buildFormSchema(contactForm, { market: "AU" }).safeParse(values))).toEqual(expected);
  });

  test("is sent as a General Enquiry", () => {
    expect(contactForm.category).toBe("General Enquiry");
  });
});
