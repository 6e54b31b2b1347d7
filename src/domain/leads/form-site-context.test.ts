import { expect, test } from "vitest";
import { parseSiteConfig } from "@/domain/config/site-config";
import type { FormSiteContext } from "@/domain/leads/form-definition";
import { formSiteContextFor } from "@/domain/leads/form-site-context";

const site = (forms: Record<string, unknown>, dealerships = 1, market: "AU" | "NZ" | "US" = "AU") => ({
  market,
  dealerships: Array.from({ length: dealerships }, (_, i) => ({ id: i })),
  config: parseSiteConfig({ forms }),
});

test.each<[string, ReturnType<typeof site>, Partial<FormSiteContext>]>([
  [
    "defaults",
    site({}),
    {
      market: "AU",
      mobileOnlyPhone: false,
      middleNameEnabled: false,
      messageOptional: false,
      multiDealership: false,
      dealershipChoiceHidden: false,
      stripServiceSuffix: false,
      howDidYouHearOptions: null,
    },
  ],
  ["mobile-only AU phone", site({ mobile_only_phone: true }), { mobileOnlyPhone: true }],
  ["middle name", site({ middle_name: true }), { middleNameEnabled: true }],
  ["optional message", site({ message_optional: true }), { messageOptional: true }],
  ["three dealerships → a dealership choice", site({}, 3), { multiDealership: true }],
  ["choice hidden", site({ hide_dealership_choice: true }, 3), { dealershipChoiceHidden: true }],
  ["' - Service' stripped", site({ strip_service_suffix: true }), { stripServiceSuffix: true }],
  ["own 'how did you hear' list", site({ how_did_you_hear: ["Radio"] }), { howDidYouHearOptions: ["Radio"] }],
  ["NZ market", site({}, 1, "NZ"), { market: "NZ" }],
])("%s", (_label, input, expected) => {
  expect(formSiteContextFor(input)).toMatchObject(expected);
});
