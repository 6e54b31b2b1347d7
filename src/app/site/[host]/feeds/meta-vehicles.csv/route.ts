// GET /feeds/meta-vehicles.csv – the site's Meta automotive catalog feed
import { serveAdFeed } from "@/server/ad-feeds/serve-ad-feed";
import { siteRoute } from "@/server/http/route-handler";

// Per request: the answer depends on the address it is asked at and on live stock.
export const dynamic = "force-dynamic";

export const GET = siteRoute(({ db, site, request, ip, params }) =>
  serveAdFeed(db, { site, feed: "meta", request, host: params.host, ip }),
);
