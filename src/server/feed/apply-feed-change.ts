import "server-only";
import type { Db, DbOrTx } from "@/server/db/client";
import { type FeedWebsite, listDealershipWebsites } from "@/server/feed/feed-websites";
import type { FeedDealership } from "@/server/feed/require-feed-key";
import { revalidateStockChange } from "@/server/feed/revalidate-stock-change";
import { settleDealerChange } from "@/server/payments/settle-dealer-change";

/** What a feed write reports: the car it touched and whether anything shoppers see changed. */
export interface FeedWrite {
  car: { id: number };
  changed: boolean;
}

/**
 * The one way a feed route changes a dealership's stock: the write and the list of sites
 * carrying the dealership in one transaction, then (only when something changed, and only
 * after the commit) the cache tags of the car, the dealership's stock and each of those sites
 * expire, so the next page view anywhere shows the change. A reserved car the dealer has now
 * sold or released has its deposit kept or refunded as the site is configured.
 */
export async function applyFeedChange<T extends FeedWrite>(
  db: Db,
  dealership: FeedDealership,
  write: (tx: DbOrTx) => Promise<T>,
): Promise<{ result: T; sites: FeedWebsite[] }> {
  const { result, sites } = await db.transaction(async (tx) => ({
    result: await write(tx),
    sites: await listDealershipWebsites(tx, dealership.id),
  }));
  if (result.changed) {
    await revalidateStockChange({
      carIds: [result.car.id],
      dealershipId: dealership.id,
      websiteIds: sites.map((s) => s.id),
    });
    await settleDealerChange(db, result.car.id);
  }
  return { result, sites };
}
