import "server-only";
import { expireTags } from "@/server/cache/expire-tags";
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

/** Expires those tags at once (expireTags: every process), so the next page view reads the change. */
export async function revalidateStockChange(change: StockChange): Promise<void> {
  await expireTags(stockChangeTags(change));
}
