import { describe, expect, test } from "vitest";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import { tradeInForm } from "@/domain/leads/forms/trade-in";
import { issuesByPath, sampleContact } from "@/domain/leads/test-support/sample-contact";

const REQUIRED = "*This is a required field.";

describe("trade-in form (multi-step: rego lookup / vehicle details / User Details)", () => {
  test("has the three steps in order, the lookup first", () => {
    expect(tradeInForm.steps.map((step) => step.title)).toEqual([
      "Vehicle Lookup",
      "Vehicle Details",
      "User Details",
    ]);
    expect(tradeInForm.steps[0]?.fields.map((field) => field.name)).toEqual(["car_id", "Rego", "regoState"]);
  });

  test.each<[number, object, Record<string, string>]>([
    [0, { Rego: "ABC123", regoState: "NSW" }, {}],
    [0, { Rego: "ABC123", regoState: "XYZ" }, { regoState: "Please choose one of the options." }],
    [0, { Rego: "", regoState: "VIC" }, { Rego: REQUIRED }],
    [1, { "Vehicle Make": "Ford", "Vehicle Model": "Ranger", year: 2018, odometer: "85000" }, {}],
    [1, { "Vehicle Make": "Ford", "Vehicle Model": "Ranger", year: 2018 }, { odometer: REQUIRED }],
    [
      1,
      {
        "Vehicle Make": "Ford",
        "Vehicle Model": "Ranger",
        year: 2018,
        odometer: 1,
        finance_owing: true,
        finance_owing_amount: "abc",
      },
      {
        finance_owing_amount: "Please enter a number.",
      },
    ],
    [2, { ...sampleContact, postcode: "3000" }, {}],
  ])("step %i with %j → %j", (step, values, expected) => {
    expect(issuesByPath(buildFormSchema(tradeInForm, { market: "AU" }, { step }).safeParse(values))).toEqual(
      expected,
    );
  });

  test("finance owing amount is dropped when finance owing is unticked", () => {
    const values = {
      "Vehicle Make": "Ford",
      "Vehicle Model": "Ranger",
      year: 2018,
      odometer: 1,
      finance_owing_amount: "5000",
    };
    expect(buildFormSchema(tradeInForm, { market: "AU" }, { step: 1 }).parse(values)).not.toHaveProperty(
      "finance_owing_amount",
    );
  });

  test("converts as the trade-in valuation (SPEC §9: 53) and is a Trade-in form submission (18)", () => {
    expect(tradeInForm.conversionEventId).toBe(53);
    expect(tradeInForm.submissionEventId).toBe(18);
  });
});
