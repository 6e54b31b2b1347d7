import { describe, expect, test } from "vitest";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import { initialFormValues } from "@/domain/leads/form-definition";
import { generalEnquiryForm } from "@/domain/leads/forms/general-enquiry";
import { issuesByPath, sampleContact } from "@/domain/leads/test-support/sample-contact";

const valid = { ...sampleContact, category: "General Enquiry", message: "Hello" };

describe("general enquiry form (SPEC §5: category select defaults to General Enquiry)", () => {
  test("category starts as General Enquiry; opt_in starts unticked", () => {
    expect(initialFormValues(generalEnquiryForm)).toMatchObject({
      category: "General Enquiry",
      opt_in: false,
    });
    expect(generalEnquiryForm.category).toBe("General Enquiry");
  });

  test.each<[string, object, Record<string, string>]>([
    ["valid", valid, {}],
    ["Sell My Car enquiry", { ...valid, category: "Sell My Car Enquiry" }, {}],
    ["Careers enquiry", { ...valid, category: "Careers Enquiry" }, {}],
    [
      "unknown category",
      { ...valid, category: "Spam Enquiry" },
      { category: "Please choose one of the options." },
    ],
    ["how did you hear is optional", { ...valid, "where-did-you-hear-about-us": "" }, {}],
    [
      "how did you hear must be an offered option",
      { ...valid, "where-did-you-hear-about-us": "Radio" },
      {
        "where-did-you-hear-about-us": "Please choose one of the options.",
      },
    ],
  ])("%s", (_label, values, expected) => {
    expect(issuesByPath(buildFormSchema(generalEnquiryForm, { market: "AU" }).safeParse(values))).toEqual(
      expected,
    );
  });

  test.each<[boolean, boolean, Record<string, string>]>([
    [false, false, {}],
    [true, false, { dealership_slug: "*This is a required field." }],
    [true, true, {}],
  ])("multi-dealership=%s hidden=%s → %j", (multiDealership, dealershipChoiceHidden, expected) => {
    const schema = buildFormSchema(generalEnquiryForm, {
      market: "AU",
      multiDealership,
      dealershipChoiceHidden,
    });
    expect(issuesByPath(schema.safeParse(valid))).toEqual(expected);
  });
});
