import { nounInSentence, primaryVehicleNoun } from "@/domain/site/vehicle-noun";
import { defaultSearchPath } from "@/domain/stock/default-search-path";
import type { Site } from "@/server/sites/site";

/**
 * A dealer site's 404, inside its shell: Astro's pages (SitePage.astro) and Next's not-found
 * boundary of the site layout render it. Given the site, it says what the site sells and offers
 * every way on that the page without JavaScript offered: the stock, the contact page and home.
 */
export function SitePageNotFound({ site }: { site?: Pick<Site, "template" | "config"> }) {
  const noun = site
    ? nounInSentence(primaryVehicleNoun(site.template, site.config.labels.vehicle_noun))
    : "vehicle";
  return (
    <div className="container-site py-20">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">404</p>
      <h1 className="mt-2 text-3xl font-bold">We couldn’t find that page</h1>
      <p className="mt-3 max-w-xl text-muted">It may have moved, or the {noun} may have been sold.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {site && (
          <a
            href={defaultSearchPath(site.template, site.config.stock.default_search_path)}
            className="btn-brand"
          >
            Search all stock
          </a>
        )}
        {site && (
          <a href="/contact" className="btn-outline">
            Contact us
          </a>
        )}
        <a href="/" className={site ? "btn-outline" : "btn-brand"}>
          Back to home
        </a>
      </div>
    </div>
  );
}
