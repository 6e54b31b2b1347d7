import type { SiteTemplateName, VehicleAction } from "@/domain/config/site-config";
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
  /**
   * The vehicle page's own form, which its main action leads to: an enquiry about buying,
   * a hire booking (dates and the total for the period) or a subscription (a plan).
   */
  vehicleForm: "enquiry" | "hire-booking" | "subscription";
  /** What the main action says; null: "Enquire about this {noun}". */
  primaryAction: string | null;
  /** The main action's short word on the phone's bottom bar. */
  phoneAction: string;
  /** Actions that make no sense for the trade: a hired car is not financed or traded in. */
  withoutActions: readonly VehicleAction[];
}

/** What a hire or subscription car is never offered with: they are not bought. */
const NOT_BOUGHT: readonly VehicleAction[] = ["finance", "trade_in", "test_drive", "reserve", "buy_online"];

const SALES: TradeProfile = {
  heading: (noun) => `Find your next ${nounInSentence(noun)}`,
  quickSearch: ["make", "body", "condition"],
  browseBy: "condition",
  includesHeading: "Every price includes",
  vehicleForm: "enquiry",
  primaryAction: null,
  phoneAction: "Enquire",
  withoutActions: [],
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
    vehicleForm: "hire-booking",
    primaryAction: "Book this car",
    phoneAction: "Book now",
    withoutActions: NOT_BOUGHT,
  },
  subscription: {
    heading: (noun) => `Subscribe to a ${nounInSentence(noun)}`,
    quickSearch: ["body", "make"],
    browseBy: "body",
    includesHeading: "Every subscription includes",
    vehicleForm: "subscription",
    primaryAction: "Subscribe to this car",
    phoneAction: "Subscribe",
    withoutActions: NOT_BOUGHT,
  },
};

export function tradeProfile(template: SiteTemplateName | string): TradeProfile {
  return PROFILES[template as SiteTemplateName] ?? SALES;
}
