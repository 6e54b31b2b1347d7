import { describe, expect, test } from "vitest";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import { partsForm } from "@/domain/leads/forms/parts";
import { issuesByPath, sampleContact } from "@/domain/leads/test-support/sample-contact";

const valid = { ...sampleContact, "Vehicle Make": "Kia", "Vehicle Model": "Sportage", message: "Roof racks" };

describe("parts form", () => {
  test.each<[string, object, Record<string, string>]>([
    ["valid without year or VIN", valid, {}],
    ["needs the make", { ...valid, "Vehicle Make": "" }, { "Vehicle Make": "*This is a required field." }],
    ["needs to know the part", { ...valid, message: "" }, { message: "*This is a required field." }],
  ])("%s", (_label, values, expected) => {
    expect(issuesByPath(buildFormSchema(partsForm, { market: "AU" }).safeParse(values))).toEqual(expected);
  });

  test("is a Parts Enquiry and fires event 21 (SPEC §9)", () => {
    expect(partsForm.category).toBe("Parts Enquiry");
    expect(partsForm.conversionEventId).toBe(21);
  });
});
