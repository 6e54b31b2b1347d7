// PUT /api/feed/cars/{stocknum} (platform host) – create or replace a dealership's car (feed key)
// DELETE /api/feed/cars/{stocknum} (platform host) – remove it

import { settleDealerChange } from "@/server/payments/settle-dealer-change";
import { deleteFeedCar } from "../../../../../../server/feed/delete-feed-car";
import {
  FEED_BODY_LIMIT,
  feedCarJson,
  feedStocknum,
  parseFeedBody,
} from "../../../../../../server/feed/feed-route";
import { listDealershipWebsites } from "../../../../../../server/feed/feed-websites";
import { assertOwnDealership, requireFeedDealership } from "../../../../../../server/feed/require-feed-key";
import { revalidateStockChange } from "../../../../../../server/feed/revalidate-stock-change";
import { upsertFeedCar } from "../../../../../../server/feed/upsert-feed-car";
import { platformRoute } from "../../../../../../server/http/route-handler";

export const dynamic = "force-dynamic";

export const PUT = platformRoute<{ stocknum: string }>(
  async ({ request, db, params, json }) => {
    const dealership = await requireFeedDealership(request, db);
    const stocknum = feedStocknum(params.stocknum);
    const car = parseFeedBody(await json(), stocknum);
    assertOwnDealership(dealership, car.dealership_slug);
    const now = new Date();
    const { result, sites } = await db.transaction(async (tx) => ({
      result: await upsertFeedCar(tx, { dealership, stocknum, car, now }),
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
      { car: feedCarJson(result.car, dealership, sites), created: result.created, changed: result.changed },
      { status: result.created ? 201 : 200, headers: { "cache-control": "no-store" } },
    );
  },
  { maxBodyBytes: FEED_BODY_LIMIT },
);

export const DELETE = platformRoute<{ stocknum: string }>(async ({ request, db, params }) => {
  const dealership = await requireFeedDealership(request, db);
  const stocknum = feedStocknum(params.stocknum);
  const { removed, sites } = await db.transaction(async (tx) => ({
    removed: await deleteFeedCar(tx, { dealership, stocknum }),
    sites: await listDealershipWebsites(tx, dealership.id),
  }));
  revalidateStockChange({
    carIds: [removed.id],
    dealershipId: dealership.id,
    websiteIds: sites.map((s) => s.id),
  });
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
