// POST /api/feed/cars/{stocknum}/sold (platform host) – mark a dealership's car sold (feed key)
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
  return Response.json(
    { car: feedCarJson(result.car, dealership, sites), changed: result.changed },
    { headers: { "cache-control": "no-store" } },
  );
});
