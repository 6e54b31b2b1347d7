// POST /api/feed/cars/{stocknum}/sold (platform host) – mark a dealership's car sold (feed key)

import { settleDealerChange } from "@/server/payments/settle-dealer-change";
import { feedCarJson, feedStocknum } from "../../../../../../../server/feed/feed-route";
import { listDealershipWebsites } from "../../../../../../../server/feed/feed-websites";
import { markFeedCarSold } from "../../../../../../../server/feed/mark-feed-car-sold";
import { requireFeedDealership } from "../../../../../../../server/feed/require-feed-key";
import { revalidateStockChange } from "../../../../../../../server/feed/revalidate-stock-change";
import { platformRoute } from "../../../../../../../server/http/route-handler";

export const dynamic = "force-dynamic";

export const POST = platformRoute<{ stocknum: string }>(async ({ request, db, params }) => {
  const dealership = await requireFeedDealership(request, db);
  const stocknum = feedStocknum(params.stocknum);
  const { result, sites } = await db.transaction(async (tx) => ({
    result: await markFeedCarSold(tx, { dealership, stocknum, now: new Date() }),
    sites: await listDealershipWebsites(tx, dealership.id),
  }));
  if (result.changed) {
    revalidateStockChange({
      carIds: [result.car.id],
      dealershipId: dealership.id,
      websiteIds: sites.map((s) => s.id),
    });
  }
  // A reserved car sold or released by the dealer: its deposit is kept or refunded (issue #12).
  if (result.changed) await settleDealerChange(db, result.car.id);
  return Response.json(
    { car: feedCarJson(result.car, dealership, sites), changed: result.changed },
    { headers: { "cache-control": "no-store" } },
  );
});
