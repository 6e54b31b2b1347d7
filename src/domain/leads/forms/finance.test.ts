import { describe, expect, test } from "vitest";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import { financeForm } from "@/domain/leads/forms/finance";
import { issuesByPath, sampleContact } from "@/domain/leads/test-support/sample-contact";

const REQUIRED = "*This is a required field.";
const CONSENT = { privacy_consent: true, credit_check_consent: true };

describe("finance form (multi-step: vehicle & budget / employment / User Details)", () => {
  test("has the three steps in order", () => {
    expect(financeForm.steps.map((step) => step.title)).toEqual([
      "Vehicle & Budget",
      "Employment",
      "User Details",
    ]);
  });

  test.each<[number, object, Record<string, string>]>([
    [0, { vehiclePriceBudget: "$35,000", loan_term: "60" }, {}],
    [0, { vehiclePriceBudget: "", loan_term: "60" }, { vehiclePriceBudget: REQUIRED }],
    [0, { vehiclePriceBudget: "35000", loan_term: "61" }, { loan_term: "Please choose one of the options." }],
    [1, { employment_status: "Full Time", time_in_employment: "1 to 2 years", annual_income: "90000" }, {}],
    [1, { employment_status: "Full Time", annual_income: "90000" }, { time_in_employment: REQUIRED }],
    [
      1,
      { employment_status: "Self Employed", time_in_employment: "More than 2 years", annual_income: "1" },
      {
        abn: REQUIRED,
      },
    ],
    // Without a status the dependent questions are not asked, so not validated.
    [1, { annual_income: "90000" }, { employment_status: REQUIRED }],
    [2, { ...sampleContact, postcode: "2000", ...CONSENT }, {}],
    [
      2,
      { ...sampleContact, postcode: "200", ...CONSENT },
      { postcode: "Invalid postcode. Please enter a 4-digit number." },
    ],
    // The collection notice and the credit check must both be agreed to.
    [
      2,
      { ...sampleContact, postcode: "2000" },
      { privacy_consent: REQUIRED, credit_check_consent: REQUIRED },
    ],
    [
      2,
      { ...sampleContact, postcode: "2000", ...CONSENT, credit_check_consent: false },
      { credit_check_consent: REQUIRED },
    ],
  ])("step %i with %j → %j", (step, values, expected) => {
    expect(issuesByPath(buildFormSchema(financeForm, { market: "AU" }, { step }).safeParse(values))).toEqual(
      expected,
    );
  });

  test("fires the Finance event (SPEC §9: 23)", () => {
    expect(financeForm.conversionEventId).toBe(23);
  });
});
