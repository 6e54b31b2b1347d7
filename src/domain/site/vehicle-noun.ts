import type { Market, SiteTemplateName } from "@/domain/config/site-config";
import { localiseText } from "@/domain/site/locale";
import { pluralise } from "@/domain/site/plural";
import type { CarType } from "@/domain/stock/car-facts";
import { conditionLabel } from "@/domain/stock/condition-label";

/**
 * "Primary vehicle noun per template: Camper, Trucks, Truck or RV, else an override
 * or Car". The noun is kept singular ('Truck'): labels pluralise it ('Used Trucks'), so the
 * spec's 'Trucks' is the plural of the same noun, not a second one. The range site sells
 * RVs (its stock lives at /search/new-RVs-in-stock), so it gets 'RV'.
 */
const TEMPLATE_VEHICLE_NOUNS: Readonly<Partial<Record<SiteTemplateName, string>>> = {
  camper: "Camper",
  range: "RV",
  truck: "Truck",
};

const DEFAULT_VEHICLE_NOUN = "Car";

/** The template's noun wins (the spec lists it first); otherwise the dealer's override, else 'Car'. */
export function primaryVehicleNoun(template: SiteTemplateName | string, override?: string | null): string {
  const byTemplate = TEMPLATE_VEHICLE_NOUNS[template as SiteTemplateName];
  if (byTemplate !== undefined) return byTemplate;
  const custom = override?.trim();
  return custom ? custom : DEFAULT_VEHICLE_NOUN;
}

/**
 * "Stock link labels by car type: used, demo, new" with the site's noun:
 * 'Used Cars' ('Pre-owned Cars' for the dealer group that says pre-owned), 'Demo Cars',
 * 'New Cars'. US sites get US spelling of custom nouns.
 */
export function stockLinkLabel(
  car_type: CarType,
  market: Market,
  preOwnedWording = false,
  noun: string = DEFAULT_VEHICLE_NOUN,
): string {
  return localiseText(`${conditionLabel(car_type, preOwnedWording)} ${pluralise(noun)}`, market);
}

/**
 * What a count of the site's stock calls it ("33 trucks", "1 motorcycle", "12 RVs"): the
 * trade's own noun, except on a car site, whose stock (utes, vans, SUVs) is "vehicles".
 */
export function stockNoun(noun: string, count: number): string {
  const word = noun.trim().toLowerCase() === DEFAULT_VEHICLE_NOUN.toLowerCase() ? "Vehicle" : noun;
  return nounInSentence(count === 1 ? word : pluralise(word));
}

/**
 * The noun as it reads inside a sentence: lower case ('car', 'trucks'), except acronyms,
 * which keep their capitals ('RV', 'RVs', 'SUVs'): 'Find your next RV', not 'next rv'.
 */
export function nounInSentence(noun: string): string {
  return /^[A-Z0-9]{2,4}s?$/.test(noun.trim()) ? noun.trim() : noun.trim().toLowerCase();
}
