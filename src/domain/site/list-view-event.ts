import type { SiteTemplateName } from "@/domain/config/site-config";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import type { CarType } from "@/domain/stock/car-facts";

/**
 * "49 used list view": a stock list showing used cars only, by the page's slug
 * (/search/used-cars, /search/pre-owned-RVs-in-stock) or the condition filter the shopper
 * chose (?condition=used), or any list of a used-car dealer (the "used" template sells only
 * used stock). A list of all stock, or of used with new or demo, is only the listing page
 * view (2).
 */
export function listViewEventFor(
  condition: readonly CarType[] | undefined,
  template: SiteTemplateName,
): typeof EVENT_IDS.used_list_view | null {
  const all = condition === undefined || condition.length === 0;
  const usedOnly = all ? template === "used" : condition.every((c) => c === "used");
  return usedOnly ? EVENT_IDS.used_list_view : null;
}
