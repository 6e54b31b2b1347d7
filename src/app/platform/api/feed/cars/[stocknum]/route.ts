// PUT /api/feed/cars/{stocknum} (platform host) – create or replace a dealership's car (feed key)
// DELETE /api/feed/cars/{stocknum} (platform host) – remove it
import { applyFeedChange } from "@/server/feed/apply-feed-change";
import { deleteFeedCar } from "@/server/feed/delete-feed-car";
import { FEED_BODY_LIMIT, feedCarJson, feedStocknum, parseFeedBody } from "@/server/feed/feed-route";
import { assertOwnDealership, requireFeedDealership } from "@/server/feed/require-feed-key";
import { upsertFeedCar } from "@/server/feed/upsert-feed-car";
import { platformRoute } from "@/server/http/route-handler";

export const dynamic = "force-dynamic";

export const PUT = platformRoute<{ stocknum: string }>(
  async ({ request, db, params, json }) => {
    const dealership = await requireFeedDealership(request, db);
    const stocknum = feedStocknum(params.stocknum);
    const car = parseFeedBody(await json(), stocknum);
    assertOwnDealership(dealership, car.dealership_slug);
    const now = new Date();
    const { result, sites } = await applyFeedChange(db, dealership, (tx) =>
      upsertFeedCar(tx, { dealership, stocknum, car, now }),
    );
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
  await applyFeedChange(db, dealership, async (tx) => ({
    car: await deleteFeedCar(tx, { dealership, stocknum }),
    changed: true,
  }));
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
