// GET|POST /api/auth/saved-searches – the signed-in shopper's saved searches on this site; save the current one for alert emails
import { z } from "zod";
import { requireShopper } from "@/server/accounts/get-shopper";
import { listSavedSearches } from "@/server/accounts/list-saved-searches";
import { requireAccounts } from "@/server/accounts/require-accounts";
import { saveSearch } from "@/server/accounts/save-search";
import { requireJsonFromSameSite } from "@/server/http/require-json-from-same-site";
import { siteRoute } from "@/server/http/route-handler";

const body = z.object({
  path: z
    .string()
    .max(1000)
    .regex(/^\/search(\/|\?|$)/, "must be a search page of this site"),
});

export const POST = siteRoute(
  async ({ site, db, request, params, json }) => {
    requireAccounts(site);
    requireJsonFromSameSite(request, params.host);
    const shopper = await requireShopper(db, { site, host: params.host, headers: request.headers });
    const { path } = body.parse(await json());
    await saveSearch(db, { site, site_host: params.host, user_id: shopper.id, path, now: new Date() });
    return Response.json({ saved: true }, { status: 201, headers: { "cache-control": "private, no-store" } });
  },
  { maxBodyBytes: 2 * 1024 },
);

export const GET = siteRoute(async ({ site, db, request, params }) => {
  requireAccounts(site);
  const shopper = await requireShopper(db, { site, host: params.host, headers: request.headers });
  const saved_searches = await listSavedSearches(db, { site, user_id: shopper.id });
  return Response.json({ saved_searches }, { headers: { "cache-control": "private, no-store" } });
});
