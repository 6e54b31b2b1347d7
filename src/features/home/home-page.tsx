import type { ReactNode } from "react";
import { SiteLink, type SiteLinkRules } from "@/components/ui/site-link";
import { jsonForScript } from "@/domain/security/escape-markup";
import { dealerJsonLd } from "@/domain/site/dealer-json-ld";
import { homeServiceTiles } from "@/domain/site/home-service-tiles";
import { localiseText } from "@/domain/site/locale";
import { pluralise } from "@/domain/site/plural";
import { runningSplitTest } from "@/domain/site/split-test";
import { tradeProfile } from "@/domain/site/trade-profile";
import { nounInSentence, primaryVehicleNoun, stockLinkLabel } from "@/domain/site/vehicle-noun";
import { HeroArt } from "@/features/home/hero-art";
import type { QuickSearchButtonLabel } from "@/features/home/quick-search-button";
import { siteSearchPath } from "@/features/shell/site-search-path";
import { PriceIncludes } from "@/features/vehicle/price-includes";
import type { Site } from "@/server/sites/site";
import { sitePrimaryLocation } from "@/server/sites/site-primary-location";
import type { StockOverview } from "@/server/stock/list-stock-facets";

/**
 * The hero's search button, the element a split test varies: the usual "Show 12 cars",
 * or, while the site runs an experiment, every variant's wording for the browser to choose
 * from. The count follows the shopper's choices (QuickSearchButton).
 */
function searchButtonLabel(site: Site, noun: string): QuickSearchButtonLabel {
  const test = site.config.split_test;
  return {
    nounOne: nounInSentence(noun),
    nounMany: nounInSentence(pluralise(noun)),
    experiment:
      test && runningSplitTest(site.config)
        ? { name: test.name, variants: test.variants.map((v) => ({ variant: v.id, template: v.label })) }
        : null,
  };
}

/** The hero's quick search: its form's fields and wording (props of the component or its island). */
export function homeQuickSearch(site: Site, overview: StockOverview) {
  const noun = primaryVehicleNoun(site.template, site.config.labels.vehicle_noun);
  return {
    action: siteSearchPath(site),
    overview,
    usedLabel: site.config.labels.pre_owned_wording ? "Pre-owned" : "Used",
    fields: tradeProfile(site.template).quickSearch,
    submitLabel: searchButtonLabel(site, noun),
  };
}

/**
 * The home page's markup with no data loading and its interactive parts as slots (Astro passes
 * named slots to a React component as props; src/astro/pages/index.astro puts its islands
 * there): `quickSearch` (the hero's form, `QuickSearch` with `homeQuickSearch`), `featuredGrid`
 * (the featured cards with their toggles; none when there are no featured cars) and
 * `locations` (the "Visit us" cards, `HomeLocations`, shown when the site has a visible location).
 */
export function HomePageFrame({
  site,
  overview,
  origin,
  rules,
  quickSearch,
  featuredGrid,
  locations,
}: {
  site: Site;
  overview: StockOverview;
  /** The address the shopper reached the site at, for the structured data's url. */
  origin: string;
  /** The site's link rules (siteLinkRules). */
  rules: SiteLinkRules;
  quickSearch: ReactNode;
  featuredGrid?: ReactNode;
  locations?: ReactNode;
}) {
  const noun = primaryVehicleNoun(site.template, site.config.labels.vehicle_noun);
  const searchPath = siteSearchPath(site);
  const preOwned = site.config.labels.pre_owned_wording;
  const sep = searchPath.includes("?") ? "&" : "?";
  const trade = tradeProfile(site.template);
  const includes = site.config.labels.price_includes;
  const stockLinks =
    trade.browseBy === "body"
      ? overview.bodies.map((b) => ({
          href: `${searchPath}${sep}body=${encodeURIComponent(b.body)}`,
          label: pluralise(b.body),
          count: b.count,
        }))
      : overview.car_types
          .slice()
          .sort(
            (a, b) =>
              ["new", "used", "demo"].indexOf(a.car_type) - ["new", "used", "demo"].indexOf(b.car_type),
          )
          .map((c) => ({
            href: `${searchPath}${sep}condition=${c.car_type}`,
            label: stockLinkLabel(c.car_type, site.market, preOwned, noun),
            count: c.count,
          }));
  const hasLocations = site.locations.some((l) => l.visible);
  const jsonLd = dealerJsonLd({
    name: site.name,
    url: `${origin}/`,
    phone: site.phone ?? sitePrimaryLocation(site)?.contact_detail.phone ?? null,
    market: site.market,
    address: site.config.address,
    location: sitePrimaryLocation(site)?.address ?? null,
  });
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text; jsonForScript escapes "<". */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      <section className="relative isolate overflow-hidden bg-brand text-brand-ink">
        <HeroArt style={site.config.theme.hero_style} />
        <div className="container-site relative py-14 sm:py-20 lg:py-24">
          <p className="text-sm font-semibold uppercase tracking-[0.2em]">{site.name}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-black leading-tight tracking-tight sm:text-5xl">
            {trade.heading(noun)}
          </h1>
          {site.config.theme.tagline && <p className="mt-4 max-w-2xl text-lg">{site.config.theme.tagline}</p>}
          <div className="mt-8 max-w-5xl">{quickSearch}</div>
        </div>
      </section>

      {includes.length > 0 && (
        <section aria-labelledby="includes-heading" className="border-b border-line">
          <div className="container-site flex flex-wrap items-center gap-x-6 gap-y-2 py-5">
            <h2 id="includes-heading" className="text-sm font-bold uppercase tracking-wider text-muted">
              {trade.includesHeading}
            </h2>
            <PriceIncludes items={includes} className="flex flex-wrap gap-x-6 gap-y-2 font-semibold" />
          </div>
        </section>
      )}

      {stockLinks.length > 0 && (
        <section aria-labelledby="browse-heading" className="border-b border-line bg-surface">
          <div className="container-site flex flex-wrap items-center gap-3 py-5">
            <h2 id="browse-heading" className="mr-2 text-sm font-bold uppercase tracking-wider text-muted">
              Browse
            </h2>
            {stockLinks.map((link) => (
              <SiteLink key={link.href} href={link.href} rules={rules} className="btn-outline">
                {link.label} <span className="text-muted">({link.count})</span>
              </SiteLink>
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="featured-heading" className="container-site py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              Featured {nounInSentence(pluralise(noun))}
            </h2>
            <p className="mt-1 text-muted">Hand-picked from {overview.total} in stock now.</p>
          </div>
          <SiteLink href={searchPath} rules={rules} className="btn-brand">
            View all stock
          </SiteLink>
        </div>
        {featuredGrid ?? (
          <p className="mt-8 text-muted">New stock is on its way. Call us to hear about it first.</p>
        )}
      </section>

      <section aria-labelledby="services-heading" className="bg-surface py-12">
        <div className="container-site">
          <h2 id="services-heading" className="text-2xl font-extrabold tracking-tight">
            How can we help?
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {homeServiceTiles({
              template: site.template,
              finance: site.config.commerce,
              noun,
            }).map((tile) => (
              <li key={tile.href} className="card relative p-5 transition-shadow hover:shadow-md">
                <h3 className="text-lg font-bold">
                  <SiteLink
                    href={tile.href}
                    rules={rules}
                    className="after:absolute after:inset-0 hover:text-brand-link"
                  >
                    {tile.title}
                  </SiteLink>
                </h3>
                <p className="mt-2 text-sm text-muted">{localiseText(tile.text, site.market)}</p>
                {tile.more && (
                  <SiteLink
                    href={tile.more.href}
                    rules={rules}
                    className="relative z-10 mt-3 inline-block text-sm font-semibold text-brand-link hover:underline"
                  >
                    {tile.more.label}
                  </SiteLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>

      {hasLocations && locations && (
        <section aria-labelledby="visit-heading" className="container-site py-12">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="visit-heading" className="text-2xl font-extrabold tracking-tight">
              Visit us
            </h2>
            <SiteLink
              href="/our-locations"
              rules={rules}
              className="font-semibold text-brand-link hover:underline"
            >
              All locations and hours
            </SiteLink>
          </div>
          {locations}
        </section>
      )}
    </>
  );
}
