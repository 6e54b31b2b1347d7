import "server-only";
import { nounInSentence, primaryVehicleNoun } from "@/domain/site/vehicle-noun";
import { defaultSearchPath } from "@/domain/stock/default-search-path";
import { plainSitePageBody } from "@/server/http/plain-site-page";
import type { SiteRouteContext } from "@/server/http/route-handler";

/**
 * GET /api/page-not-found: what a browser without JavaScript shows on this site's 404 pages.
 * Next answers a page that is not found with an empty document that its script fills in; the
 * front server puts this fragment into that document inside <noscript>, so without a script
 * the shopper still gets the site's name, the way home, to the stock, and the phone.
 */
export async function notFoundFallback({ site }: SiteRouteContext<{ host: string }>): Promise<Response> {
  const noun = nounInSentence(primaryVehicleNoun(site.template, site.config.labels.vehicle_noun));
  const html = plainSitePageBody(site, {
    heading: "We couldn’t find that page",
    paragraphs: [`It may have moved, or the ${noun} may have been sold.`],
    links: [
      { href: "/", text: "Home page" },
      {
        href: defaultSearchPath(site.template, site.config.stock.default_search_path),
        text: "Search all stock",
      },
      { href: "/contact", text: "Contact us" },
    ],
  });
  return new Response(html, {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
