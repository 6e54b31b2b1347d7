import { describe, expect, test } from "vitest";
import {
  dealershipField,
  ENQUIRY_TYPE_OPTIONS,
  HOW_DID_YOU_HEAR_OPTIONS,
  howDidYouHearField,
  middleNameField,
  optInField,
} from "@/domain/leads/forms/common-fields";

describe("shared form fields", () => {
  // SPEC §9 "Enquiry types: General, Service, Parts, New Vehicle, Used Vehicle, Fleet, Finance, Careers, Sell My Car."
  test.each([
    ["General", "General Enquiry"],
    ["Service", "Service Enquiry"],
    ["Parts", "Parts Enquiry"],
    ["New Vehicle", "New Vehicle Enquiry"],
    ["Used Vehicle", "Used Vehicle Enquiry"],
    ["Fleet", "Fleet Enquiry"],
    ["Finance", "Finance Enquiry"],
    ["Careers", "Careers Enquiry"],
    ["Sell My Car", "Sell My Car Enquiry"],
  ])("enquiry type %s is sent as category %s", (label, value) => {
    expect(ENQUIRY_TYPE_OPTIONS).toContainEqual({ label, value });
  });

  test("enquiry types are exactly the spec's nine, in its order", () => {
    expect(ENQUIRY_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      "General",
      "Service",
      "Parts",
      "New Vehicle",
      "Used Vehicle",
      "Fleet",
      "Finance",
      "Careers",
      "Sell My Car",
    ]);
  });

  // SPEC §9: a marketplace listing, a social network, a photo-sharing network, a search
  // engine, Word of Mouth, Car Sales, Repeat Customer, Other.
  test("how-did-you-hear options follow the spec's list and order", () => {
    expect(HOW_DID_YOU_HEAR_OPTIONS.map((o) => o.label)).toEqual([
      "Facebook Marketplace",
      "Facebook",
      "Instagram",
      "Google",
      "Word of Mouth",
      "Car Sales",
      "Repeat Customer",
      "Other",
    ]);
    expect(howDidYouHearField.name).toBe("where-did-you-hear-about-us");
  });

  test.each([
    [
      "opt_in is a checkbox, unticked until the shopper ticks it (express consent)",
      optInField,
      { name: "opt_in", type: "opt-in", defaultValue: false, required: false },
    ],
    ["middle name is optional", middleNameField, { name: "middle_name", required: false }],
    ["the dealership choice is the lead's dealership_slug", dealershipField, { name: "dealership_slug" }],
  ])("%s", (_label, field, expected) => {
    expect(field).toMatchObject(expected);
  });
});
