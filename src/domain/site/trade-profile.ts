import type { SiteTemplateName } from "@/domain/config/site-config";
import { nounInSentence } from "@/domain/site/vehicle-noun";

/** A field of the home page's quick search. `location` is the pick-up location (a city). */
export type QuickSearchField = "make" | "body" | "condition" | "location";

/**
 * How a template's home page reads to its trade: a hire company leads with where
 * you pick the car up and has no new/used choice; a subscription service with the kind of
 * car; a caravan yard with the kind of RV; a car dealer with make and condition.
 */
export interface TradeProfile {
  /** The hero's heading, from the site's vehicle noun. */
  heading(noun: string): string;
  /** The quick search's fields, in order. */
  quickSearch: readonly QuickSearchField[];
  /** What the "Browse" strip under the hero lists: stock by condition or by body type. */
  browseBy: "condition" | "body";
  /** The heading over what the price includes (the site's `labels.price_includes`). */
  includesHeading: string;
}

const SALES: TradeProfile = {
  heading: (noun) => `Find your next ${nounInSentence(noun)}`,
  quickSearch: ["make", "body", "condition"],
  browseBy: "condition",
  includesHeading: "Every price includes",
};

const PROFILES: Readonly<Partial<Record<SiteTemplateName, TradeProfile>>> = {
  motorcycle: { ...SALES, heading: () => "Find your next ride" },
  // An RV buyer chooses the kind of van first (caravan, motorhome, camper trailer).
  range: {
    ...SALES,
    heading: (noun) => `Find the ${nounInSentence(noun)} for your next trip`,
    quickSearch: ["body", "make", "condition"],
    browseBy: "body",
  },
  camper: {
    ...SALES,
    heading: (noun) => `Find the ${nounInSentence(noun)} for your next trip`,
    quickSearch: ["body", "make", "condition"],
    browseBy: "body",
  },
  truck: {
    ...SALES,
    heading: () => "Find the truck for the job",
    quickSearch: ["body", "make", "condition"],
  },
  rental: {
    heading: (noun) => `Hire a ${nounInSentence(noun)}`,
    quickSearch: ["location", "body", "make"],
    browseBy: "body",
    includesHeading: "Every hire includes",
  },
  subscription: {
    heading: (noun) => `Subscribe to a ${nounInSentence(noun)}`,
    quickSearch: ["body", "make"],
    browseBy: "body",
    includesHeading: "Every subscription includes",
  },
};

export function tradeProfile(template: SiteTemplateName | string): TradeProfile {
  return PROFILES[template as SiteTemplateName] ?? SALES;
}
