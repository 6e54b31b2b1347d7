// POST /api/feed/cars/{stocknum}/sold (platform host) – mark a dealership's car sold (feed key)
import { applyFeedChange } from "@/server/feed/apply-feed-change";
import { feedCarJson, feedStocknum } from "@/server/feed/feed-route";
import { markFeedCarSold } from "@/server/feed/mark-feed-car-sold";
import { requireFeedDealership } from "@/server/feed/require-feed-key";
import { platformRoute } from "@/server/http/route-handler";

export const dynamic = "force-dynamic";

export const POST = platformRoute<{ stocknum: string }>(async ({ request, db, params }) => {
  const dealership = await requireFeedDealership(request, db);
  const stocknum = feedStocknum(params.stocknum);
  const { result, sites } = await applyFeedChange(db, dealership, (tx) =>
    markFeedCarSold(tx, { dealership, stocknum, now: new Date() }),
  );
  return Response.json(
    { car: feedCarJson(result.car, dealership, sites), changed: result.changed },
    { headers: { "cache-control": "no-store" } },
  );
});
