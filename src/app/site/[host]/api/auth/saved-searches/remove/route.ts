// POST /api/auth/saved-searches/remove – remove one of the signed-in shopper's saved searches
import { z } from "zod";
import { idSchema } from "@/domain/input/id-param";
import { requireShopper } from "@/server/accounts/get-shopper";
import { listSavedSearches } from "@/server/accounts/list-saved-searches";
import { removeSavedSearch } from "@/server/accounts/remove-saved-search";
import { requireAccounts } from "@/server/accounts/require-accounts";
import { requireJsonFromSameSite } from "@/server/http/require-json-from-same-site";
import { siteRoute } from "@/server/http/route-handler";

const body = z.object({ id: idSchema });

export const POST = siteRoute(
  async ({ site, db, request, params, json }) => {
    requireAccounts(site);
    requireJsonFromSameSite(request, params.host);
    const shopper = await requireShopper(db, { site, host: params.host, headers: request.headers });
    const { id } = body.parse(await json());
    await removeSavedSearch(db, { user_id: shopper.id, id });
    const saved_searches = await listSavedSearches(db, { site, user_id: shopper.id });
    return Response.json({ saved_searches }, { headers: { "cache-control": "private, no-store" } });
  },
  { maxBodyBytes: 1024 },
);
