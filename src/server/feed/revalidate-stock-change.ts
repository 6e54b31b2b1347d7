import "server-only";
import { revalidateTag } from "next/cache";
import { cacheTags } from "@/server/cache/tags";

export interface StockChange {
  carIds: readonly number[];
  dealershipId: number;
  websiteIds: readonly number[];
}

/**
 * The data-cache tags a change to a dealership's cars touches: each car, the dealership's
 * stock (every search and vehicle lookup of a site carrying it is tagged with it, see
 * stock-cache-tags.ts) and each carrying site's stock.
 */
export function stockChangeTags({ carIds, dealershipId, websiteIds }: StockChange): string[] {
  return [
    ...carIds.map((id) => cacheTags.car(id)),
    cacheTags.dealershipCars(dealershipId),
    ...websiteIds.map((id) => cacheTags.siteCars(id)),
  ];
}

/**
 * Expires those tags at once, so the next page view reads the change. Only inside the Next
 * server: scripts and tests have no data cache to expire (and revalidateTag throws there).
 */
export function revalidateStockChange(change: StockChange): void {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  for (const tag of stockChangeTags(change)) revalidateTag(tag, { expire: 0 });
}
