import type { Market } from "@/domain/config/site-config";
import { localiseText } from "@/domain/site/locale";
import { pluralise } from "@/domain/site/plural";
import type { CarType } from "@/domain/stock/car-facts";
import { conditionLabel } from "@/domain/stock/condition-label";

export interface SearchHeadingInput {
  /** the site's primary vehicle noun, singular ("Car", "RV", "Motorcycle") */
  noun: string;
  market: Market;
  preOwnedWording?: boolean;
  /** the page's preset condition and the shopper's condition filter, combined */
  condition?: readonly CarType[];
  make?: string;
  model?: string;
  /** the body filter: names the vehicle ("Toyota SUVs") or, for motorcycles and trucks, qualifies it ("Naked Motorcycles") */
  body?: string;
  fuel?: string;
  transmission?: string;
  /** the location filter (a city) */
  location?: string;
  /** the keyword box */
  q?: string;
  /** a dealership's own search page */
  dealershipName?: string | null;
  /** "… for sale" (default), or the bare subject for labels such as a breadcrumb */
  forSale?: boolean;
  /** How the site offers its stock: "for sale" (default), "for hire", "on subscription". */
  offeredAs?: string;
}

/** Nouns whose kinds are body types: a body filter replaces them ("Toyota SUVs", "Caravans"). */
const BODY_NAMES_THE_VEHICLE: ReadonlySet<string> = new Set(["car", "rv", "camper"]);

/**
 * Dealer data writes a value any way ("suv", "CARAVANS", "POP TOPS"): a value typed all in one
 * case gets a capital on each word's first letter, except a lone short capital word, which
 * is an acronym ("SUV", "4WD").
 */
function tidyWords(value: string): string {
  const text = value.trim().replace(/\s+/g, " ");
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return text;
  if (/^[A-Z0-9]{2,3}$/.test(text)) return text;
  return text
    .split(" ")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

/**
 * A body as the plural subject. A body whose last word already ends in "s" ("Caravans",
 * "Pop Tops", "Cab Chassis") is plural or invariable already and is kept; "bus" is singular.
 */
function pluralBody(body: string): string {
  const tidy = tidyWords(body);
  const last = tidy.split(" ").at(-1) ?? "";
  return /s$/i.test(last) && !/(us|ss)$/i.test(last) ? tidy : pluralise(tidy);
}

/**
 * The search page heading says what was asked: "Used Toyota Corolla Cars for sale", "Toyota
 * SUVs for sale", "Electric Cars for sale in Parramatta", "Cars for sale matching “sunroof”",
 * "Pre-owned RVs for sale", "Cars for sale at Harbour City Mazda". One or two conditions are
 * named; all three (or none) is all the stock, which needs no qualifier.
 */
export function searchHeading(input: SearchHeadingInput): string {
  const conditions = input.condition ?? [];
  const words = (list: readonly CarType[]) => list.map((c) => conditionLabel(c, input.preOwnedWording));
  let condition = "";
  if (conditions.length === 1 || conditions.length === 2) condition = words(conditions).join(" and ");
  const body = input.body?.trim() ? input.body : undefined;
  const replacesNoun = body !== undefined && BODY_NAMES_THE_VEHICLE.has(input.noun.trim().toLowerCase());
  const vehicles =
    body === undefined
      ? pluralise(input.noun)
      : replacesNoun
        ? pluralBody(body)
        : `${tidyWords(body)} ${pluralise(input.noun)}`;
  const optional = (value: string | undefined) => (value?.trim() ? tidyWords(value) : undefined);
  const subject = [
    condition,
    optional(input.fuel),
    optional(input.transmission),
    input.make?.trim(),
    input.model?.trim(),
    vehicles,
  ]
    .filter((part) => part && part !== "")
    .join(" ");
  const location = input.location?.trim() ? ` in ${tidyWords(input.location)}` : "";
  const keyword = input.q?.trim() ? ` matching “${input.q.trim().replace(/\s+/g, " ")}”` : "";
  const at = input.dealershipName ? ` at ${input.dealershipName}` : "";
  return localiseText(
    `${subject}${input.forSale === false ? "" : ` ${input.offeredAs ?? "for sale"}`}${location}${at}${keyword}`,
    input.market,
  );
}
