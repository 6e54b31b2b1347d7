// GET /api/page-not-found – the site's 404 for a browser without JavaScript (an HTML fragment)
import { siteRoute } from "@/server/http/route-handler";
import { notFoundFallback } from "@/server/pages/not-found-fallback";

export const dynamic = "force-dynamic";

export const GET = siteRoute(notFoundFallback);
