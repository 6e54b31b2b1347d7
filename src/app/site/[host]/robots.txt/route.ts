// GET /robots.txt – crawl rules for this site, naming its sitemap
import { robotsTxt } from "@/domain/site/sitemap";
import { originForHost } from "@/features/seo/origin-for-host";
import { getSiteForHost } from "@/server/sites/get-site";

// Per request: the answer depends on the address it is asked at and on live stock.
export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  const site = await getSiteForHost(host);
  if (!site) return new Response("Not found", { status: 404 });
  return new Response(robotsTxt(originForHost(host)), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
