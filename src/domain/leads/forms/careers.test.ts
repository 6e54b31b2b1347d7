import { describe, expect, test } from "vitest";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import { careersForm, careersLeadCategory } from "@/domain/leads/forms/careers";
import { issuesByPath, sampleContact } from "@/domain/leads/test-support/sample-contact";

describe("careers form", () => {
  test.each<[string, object, Record<string, string>]>([
    ["valid without resume", { ...sampleContact, message: "Keen on sales" }, {}],
    ["message required", { ...sampleContact }, { message: "*This is a required field." }],
  ])("%s", (_label, values, expected) => {
    expect(issuesByPath(buildFormSchema(careersForm, { market: "AU" }).safeParse(values))).toEqual(expected);
  });

  test("is sent as General Enquiry / Career Enquiry (SPEC §5)", () => {
    expect(careersLeadCategory(careersForm.category)).toEqual({
      category: "General Enquiry",
      subcategory: "Career Enquiry",
    });
  });

  test("converts as a career (SPEC §9: 51), not the General 22 its lead category says", () => {
    expect(careersForm.conversionEventId).toBe(51);
  });
});

describe("careersLeadCategory (SPEC §5: Careers Enquiry sent as General Enquiry / Career Enquiry)", () => {
  test.each<[string, string | undefined, object]>([
    ["Careers Enquiry", undefined, { category: "General Enquiry", subcategory: "Career Enquiry" }],
    ["Careers Enquiry", "Sales Consultant", { category: "General Enquiry", subcategory: "Career Enquiry" }],
    ["General Enquiry", undefined, { category: "General Enquiry" }],
    ["Service Enquiry", "Logbook", { category: "Service Enquiry", subcategory: "Logbook" }],
    ["Finance Enquiry", undefined, { category: "Finance Enquiry" }],
  ])("%s (subcategory %j) → %j", (category, subcategory, expected) => {
    expect(careersLeadCategory(category, subcategory)).toEqual(expected);
  });
});
