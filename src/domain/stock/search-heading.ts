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
  /** a dealership's own search page */
  dealershipName?: string | null;
  /** "… for sale" (default), or the bare subject for labels such as a breadcrumb */
  forSale?: boolean;
}

/**
 * The search page heading: "Used Toyota Corolla Cars for sale", "Pre-owned RVs for sale",
 * "Cars for sale at Harbour City Mazda". One or two conditions are named; all three (or
 * none) is all the stock, which needs no qualifier.
 */
export function searchHeading(input: SearchHeadingInput): string {
  const conditions = input.condition ?? [];
  const words = (list: readonly CarType[]) => list.map((c) => conditionLabel(c, input.preOwnedWording));
  let condition = "";
  if (conditions.length === 1 || conditions.length === 2) condition = words(conditions).join(" and ");
  const subject = [condition, input.make?.trim(), input.model?.trim(), pluralise(input.noun)]
    .filter((part) => part && part !== "")
    .join(" ");
  const at = input.dealershipName ? ` at ${input.dealershipName}` : "";
  return localiseText(`${subject}${input.forSale === false ? "" : " for sale"}${at}`, input.market);
}
