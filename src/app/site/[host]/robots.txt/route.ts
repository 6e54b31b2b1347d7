// GET /robots.txt – crawl rules for this site, naming its sitemap
import { robotsTxt } from "../../../../domain/site/sitemap";
import { originOf } from "../../../../features/seo/request-origin";
import { getSiteForHost } from "../../../../server/sites/get-site";

// Per request: the answer depends on the host it is asked at and on live stock.
export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost((await params).host);
  if (!site) return new Response("Not found", { status: 404 });
  return new Response(robotsTxt(originOf(request)), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
