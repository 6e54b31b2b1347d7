// POST /api/auth/watchlist – save or unsave one car on the signed-in shopper's account
import { z } from "zod";
import { idSchema } from "@/domain/input/id-param";
import { requireShopper } from "@/server/accounts/get-shopper";
import { listWatchlist } from "@/server/accounts/list-watchlist";
import { removeWatchlistCar } from "@/server/accounts/remove-watchlist-car";
import { requireAccounts } from "@/server/accounts/require-accounts";
import { saveWatchlistCars } from "@/server/accounts/save-watchlist-cars";
import { requireJsonFromSameSite } from "@/server/http/require-json-from-same-site";
import { siteRoute } from "@/server/http/route-handler";

const body = z.object({ car_id: idSchema, saved: z.boolean() });

export const POST = siteRoute(
  async ({ site, db, request, params, json }) => {
    requireAccounts(site);
    requireJsonFromSameSite(request, params.host);
    const shopper = await requireShopper(db, { site, host: params.host, headers: request.headers });
    const { car_id, saved } = body.parse(await json());
    if (saved)
      await saveWatchlistCars(db, { site, site_host: params.host, user_id: shopper.id, car_ids: [car_id] });
    else await removeWatchlistCar(db, { user_id: shopper.id, car_id });
    const watchlist = await listWatchlist(db, { site, user_id: shopper.id });
    return Response.json({ watchlist }, { headers: { "cache-control": "private, no-store" } });
  },
  { maxBodyBytes: 1024 },
);
