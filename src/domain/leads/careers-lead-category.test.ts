import { describe, expect, test } from "vitest";
import { careersLeadCategory } from "@/domain/leads/careers-lead-category";

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
