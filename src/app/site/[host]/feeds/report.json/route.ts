// GET /feeds/report.json – what each vehicle lacks for the site's ad feeds
import { serveAdFeedReport } from "@/server/ad-feeds/serve-ad-feed-report";
import { siteRoute } from "@/server/http/route-handler";

// Per request (the report itself is cached with the site's stock).
export const dynamic = "force-dynamic";

export const GET = siteRoute(({ site }) => serveAdFeedReport({ site }));
