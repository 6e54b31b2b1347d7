// POST /api/auth/watchlist/merge – the device's saved cars join the account on sign-in
import { z } from "zod";
import { MAX_WATCHLIST } from "@/domain/accounts/accounts";
import { idSchema } from "@/domain/input/id-param";
import { requireShopper } from "@/server/accounts/get-shopper";
import { listWatchlist } from "@/server/accounts/list-watchlist";
import { requireAccounts } from "@/server/accounts/require-accounts";
import { saveWatchlistCars } from "@/server/accounts/save-watchlist-cars";
import { requireJsonFromSameSite } from "@/server/http/require-json-from-same-site";
import { siteRoute } from "@/server/http/route-handler";

const body = z.object({ car_ids: z.array(idSchema).max(MAX_WATCHLIST) });

export const POST = siteRoute(
  async ({ site, db, request, params, json }) => {
    requireAccounts(site);
    requireJsonFromSameSite(request, params.host);
    const shopper = await requireShopper(db, { site, host: params.host, headers: request.headers });
    const { car_ids } = body.parse(await json());
    await saveWatchlistCars(db, { site, site_host: params.host, user_id: shopper.id, car_ids });
    const watchlist = await listWatchlist(db, { site, user_id: shopper.id });
    return Response.json({ watchlist }, { headers: { "cache-control": "private, no-store" } });
  },
  { maxBodyBytes: 4 * 1024 },
);
