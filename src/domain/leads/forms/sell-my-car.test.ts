import { describe, expect, test } from "vitest";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import { sellMyCarForm } from "@/domain/leads/forms/sell-my-car";
import { issuesByPath, sampleContact } from "@/domain/leads/test-support/sample-contact";

const valid = {
  ...sampleContact,
  Rego: "XYZ789",
  regoState: "QLD",
  "Vehicle Make": "Subaru",
  "Vehicle Model": "Outback",
  year: 2016,
  odometer: 120000,
  postcode: "4000",
};

describe("sell my car form", () => {
  test.each<[string, object, Record<string, string>]>([
    ["valid", valid, {}],
    ["ticks and photos are optional", { ...valid, "Ready to sell": true, photos: [] }, {}],
    ["year must be a year", { ...valid, year: "next year" }, { year: "Please enter a number." }],
  ])("%s", (_label, values, expected) => {
    expect(issuesByPath(buildFormSchema(sellMyCarForm, { market: "AU" }).safeParse(values))).toEqual(
      expected,
    );
  });

  test("is the Sell My Car enquiry type and fires event 40 (SPEC §9)", () => {
    expect(sellMyCarForm.category).toBe("Sell My Car Enquiry");
    expect(sellMyCarForm.conversionEventId).toBe(40);
  });
});
