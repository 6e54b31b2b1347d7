// GET /api/auth – the signed-in shopper and their watchlist; user null when signed out
import { getShopper } from "@/server/accounts/get-shopper";
import { listWatchlist } from "@/server/accounts/list-watchlist";
import { requireAccounts } from "@/server/accounts/require-accounts";
import { siteRoute } from "@/server/http/route-handler";

const PRIVATE = { "cache-control": "private, no-store" };

export const GET = siteRoute(async ({ site, db, request, params }) => {
  requireAccounts(site);
  const shopper = await getShopper(db, { site, host: params.host, headers: request.headers });
  // Signed out, the watchlist is the device's own (the browser keeps it); the server has none.
  if (!shopper) return Response.json({ user: null, watchlist: [] }, { headers: PRIVATE });
  const watchlist = await listWatchlist(db, { site, user_id: shopper.id });
  return Response.json({ user: shopper, watchlist }, { headers: PRIVATE });
});
