// GET /api/stock-count?make=…&body=…&condition=…&location=… – how many vehicles the search
// lists for the home quick search's choices ({ total }); 422 naming a field it cannot count.
import { siteRoute } from "@/server/http/route-handler";
import { countQuickSearch } from "@/server/stock/count-quick-search";

export const dynamic = "force-dynamic";

export const GET = siteRoute(async ({ site, request }) =>
  Response.json(await countQuickSearch({ site, query: new URL(request.url).searchParams, now: new Date() }), {
    headers: { "cache-control": "public, max-age=60" },
  }),
);
