import { describe, expect, test } from "vitest";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import { offersSubscriptionForm, siteOffersForm } from "@/domain/leads/forms/offers-subscription";
import { issuesByPath } from "@/domain/leads/test-support/sample-contact";

describe("offers subscription form", () => {
  test.each<[string, object, Record<string, string>]>([
    [
      "a first name, an email and a phone",
      { first_name: "Ann", email: "ann@example.com", phone: "0412 345 678" },
      {},
    ],
    [
      "needs the email",
      { first_name: "Ann", email: "", phone: "0412 345 678" },
      { email: "*This is a required field." },
    ],
    [
      "needs the phone (SPEC 5)",
      { first_name: "Ann", email: "ann@example.com", phone: "" },
      { phone: "*This is a required field." },
    ],
  ])("%s", (_label, values, expected) => {
    expect(issuesByPath(buildFormSchema(offersSubscriptionForm, { market: "AU" }).safeParse(values))).toEqual(
      expected,
    );
  });

  test("is an Offers Subscription and fires event 47 Subscription (SPEC §9)", () => {
    expect(offersSubscriptionForm.category).toBe("Offers Subscription");
    expect(offersSubscriptionForm.conversionEventId).toBe(47);
  });
});

describe("siteOffersForm: the offers subscription only where flags.offers_subscription is on", () => {
  test.each<[string, boolean | undefined, boolean]>([
    ["offers-subscription", true, true],
    ["offers-subscription", false, false],
    ["offers-subscription", undefined, false],
    ["parts", false, true],
    ["general-enquiry", undefined, true],
  ])("%s with the flag %s → %s", (formId, offers_subscription, expected) => {
    expect(siteOffersForm(formId, { flags: { offers_subscription } })).toBe(expected);
  });
});
