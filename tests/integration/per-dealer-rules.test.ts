// A small proof of work, so the captcha the demo sites ask for is solved quickly.
process.env.CAPTCHA_MAX_NUMBER = "2000";

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AstroGlobal } from "astro";
import { and, eq, inArray } from "drizzle-orm";
import { type ComponentProps, createElement, Fragment, type FunctionComponent, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

// The pages are rendered here as the server renders them (React server rendering of the same
// route modules and page components); only Next's navigation and request helpers are stood in
// for, and fonts are left out.
// The images are rendered with the app's own image configuration (next.config.ts), which Next
// hands to next/image through the environment of a build.
await vi.hoisted(async () => {
  const { default: config } = await import("../../next.config");
  const { imageConfigDefault } = await import("next/dist/shared/lib/image-config");
  process.env = { ...process.env, __NEXT_IMAGE_OPTS: { ...imageConfigDefault, ...config.images } } as never;
});
const next = vi.hoisted(() => {
  class NotFound extends Error {}
  class Redirected extends Error {
    constructor(readonly to: string) {
      super(`redirect to ${to}`);
    }
  }
  return { pathname: "/", NotFound, Redirected };
});
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push() {}, replace() {}, prefetch() {}, refresh() {}, back() {} }),
  usePathname: () => next.pathname,
  useSearchParams: () => new URLSearchParams(),
  notFound: () => {
    throw new next.NotFound("not found");
  },
  redirect: (to: string) => {
    throw new next.Redirected(to);
  },
  permanentRedirect: (to: string) => {
    throw new next.Redirected(to);
  },
  RedirectType: { push: "push", replace: "replace" },
}));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

import { GET as getAuth } from "@/app/site/[host]/api/auth/route";
import { GET as getCaptcha } from "@/app/site/[host]/api/captcha/route";
import { POST as postEvent } from "@/app/site/[host]/api/events/route";
import { POST as postLeadRoute } from "@/app/site/[host]/api/leads/route";
import { POST as postNevdis } from "@/app/site/[host]/api/nevdis/route";
import { POST as postAutograb } from "@/app/site/[host]/api/simple-autograb-lookup/route";
import { GET as getGoogleFeed } from "@/app/site/[host]/feeds/google-vehicles.xml/route";
import { GET as getMetaFeed } from "@/app/site/[host]/feeds/meta-vehicles.csv/route";
import SiteLayout from "@/app/site/[host]/layout";
import { POST as postMockLead } from "@/app/site/[host]/mock/leads/route";
import { informationFormOf } from "@/astro/lib/information-form";
import { sitePathAnswer } from "@/astro/lib/site-path-page";
import { SiteLink } from "@/components/ui/site-link";
import { googleItems, metaRows } from "@/domain/ad-feeds/test-support/feed-oracles";
import { parseSiteConfig, type SiteConfigInput } from "@/domain/config/site-config";
import { defined } from "@/domain/defined";
import { at, textOf } from "@/domain/leads/test-support/parse-xml";
import { depositOnDealerChange } from "@/domain/payments/dealer-change";
import { isChatHidden } from "@/domain/site/chat-visibility";
import { resolveLink } from "@/domain/site/resolve-link";
import { parseSearchFilters } from "@/domain/stock/parse-search-filters";
import { priceModeFor } from "@/domain/stock/price-display";
import { vehicleTitle } from "@/domain/stock/vehicle-meta";
import { BlogArticle } from "@/features/blog/blog-article";
import { BlogList } from "@/features/blog/blog-list";
import { blogPostJsonLd } from "@/features/blog/blog-lookup";
import { FormPageLayout } from "@/features/forms-pages/form-page-layout";
import type { FormPageKind } from "@/features/forms-pages/form-pages";
import { formPageData } from "@/features/forms-pages/load-form-page";
import { HOME_LOCATIONS_CLASS, HomeLocationCard, homeLocationPhone, homeLocations } from "@/features/home/home-locations";
import { PhoneReveal } from "@/features/phone/phone-reveal";
import { HomePageFrame, homeQuickSearch } from "@/features/home/home-page";
import { QuickSearch } from "@/features/home/quick-search";
import { LeadFormIsland } from "@/features/lead-form/lead-form-island";
import type { LeadFormConfig } from "@/features/lead-form/lead-form-types";
import { ModelPageFrame, testDriveLinkProps } from "@/features/models/model-page";
import { modelPageData } from "@/features/models/model-page-data";
import { TestDriveDialog } from "@/features/models/test-drive-dialog";
import { CareersList } from "@/features/pages/careers-list";
import { InformationPageView } from "@/features/pages/information-page";
import { OffersList } from "@/features/pages/offers-list";
import { OffersSubscriptionFrame } from "@/features/pages/offers-subscription-frame";
import { callCarOf } from "@/features/phone/call-car";
import { ReserveForm } from "@/features/reserve/reserve-form";
import {
  ReservePage,
  type ReservePathKind,
  reserveFormProps,
  reservePageData,
} from "@/features/reserve/reserve-page";
import { originForHost } from "@/features/seo/origin-for-host";
import { OpenNowStatus } from "@/features/shell/open-now-status";
import { siteLinkRules } from "@/features/shell/site-link-rules";
import { FILTER_FORM, FilterPanel } from "@/features/stock-search/filter-panel";
import { FiltersButton } from "@/features/stock-search/filters-button";
import { SearchForm } from "@/features/stock-search/search-form";
import { FILTERS_SHEET_ID, SearchPageFrame, searchPageModel } from "@/features/stock-search/search-page";
import { loadSearchPage } from "@/features/stock-search/search-route";
import { SORT_FORM, SortControl } from "@/features/stock-search/sort-control";
import { CardGrid } from "@/features/vehicle/card-grid";
import { EstimateNote } from "@/features/vehicle/estimate-note";
import { VehicleActionBarIsland } from "@/features/vehicle/vehicle-action-bar-island";
import { actionCarOf, actionSiteOf } from "@/features/vehicle/vehicle-actions";
import { VehicleCard } from "@/features/vehicle/vehicle-card";
import { VehicleFinanceEstimate } from "@/features/vehicle/vehicle-finance-estimate";
import { VehicleGallery } from "@/features/vehicle/vehicle-gallery";
import { gridEstimateSettings } from "@/features/vehicle/vehicle-grid";
import { VehicleBadge, VehiclePage } from "@/features/vehicle/vehicle-page";
import { lookUpVehicle, vehiclePageData } from "@/features/vehicle/vehicle-page-data";
import { VehiclePhoneBar } from "@/features/vehicle/vehicle-phone-bar";
import type { Database, Db } from "@/server/db/client";
import { cars, lead_deliveries, leads, locations, websites } from "@/server/db/schema/all";
import { getSiteForHost } from "@/server/sites/get-site";
import { loadSite } from "@/server/sites/load-site";
import type { Site } from "@/server/sites/site";
import type { CarSummary } from "@/server/stock/car-summary";
import { listFeaturedCarsCached } from "@/server/stock/list-featured-cars";
import { listModelPages } from "@/server/stock/list-model-pages";
import { listStockOverviewCached } from "@/server/stock/list-stock-facets";
import { searchCars, siteSortOptions } from "@/server/stock/search-cars";
import { DEMO_SITES } from "../../seed/demo-sites";
import { seedDemo } from "../../seed/seed-demo";
import {
  jsonRequest,
  leadBody,
  leadTableCounts,
  segment,
  solveCaptcha,
  useAsProcessDatabase,
} from "../support/lead-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const NOW = new Date();
// Vehicle lookups go nowhere: a site with the add-on tries the provider (and fails, 502), one
// without answers 404 before any lookup.
process.env.NEVDIS_API_URL = "http://127.0.0.1:9";
process.env.AUTOGRAB_API_URL = "http://127.0.0.1:9";

type Html = string;
type RouteModule = FunctionComponent<never>;

/**
 * A grid of vehicle cards as src/astro/components/VehicleGrid.astro draws it (the same card,
 * the estimate note under it; the toggles are drawn in the browser), in the one tree.
 */
function VehicleGrid({
  cars,
  site,
  now,
  priority = 0,
  ...grid
}: {
  cars: readonly CarSummary[];
  site: Pick<Site, "template" | "market" | "config">;
  now: Date;
  priority?: number;
} & Omit<ComponentProps<typeof CardGrid>, "children">) {
  const settings = gridEstimateSettings(cars, site);
  return createElement(
    Fragment,
    null,
    createElement(
      CardGrid,
      grid,
      cars.map((car, i) =>
        createElement(
          "li",
          { key: car.id, className: "flex" },
          createElement(
            "div",
            { className: "w-full" },
            createElement(VehicleCard, {
              car,
              site,
              now,
              priority: i < priority,
            }),
          ),
        ),
      ),
    ),
    settings ? createElement(EstimateNote, { settings, market: site.market }) : null,
  );
}

/**
 * GET / is an Astro page (src/astro/pages/index.astro): the same loads, and the same frame with
 * the same components in its slots (there islands, here rendered in the one tree); an unknown
 * site is the 404.
 */
async function HomeRoute({ params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  const site = await getSiteForHost(host);
  if (!site) throw new next.NotFound("not found");
  const [featured, overview] = await Promise.all([
    listFeaturedCarsCached(site, NOW),
    listStockOverviewCached(site, NOW),
  ]);
  const locations = homeLocations(site);
  return createElement(HomePageFrame, {
    site,
    overview,
    origin: originForHost(host),
    rules: siteLinkRules(site, host),
    quickSearch: createElement(QuickSearch, homeQuickSearch(site, overview)),
    featuredGrid:
      featured.length > 0
        ? createElement(VehicleGrid, {
            cars: featured,
            site,
            now: NOW,
            columns: "four",
            priority: 2,
            className: "mt-8",
          })
        : null,
    locations:
      locations.length > 0
        ? createElement(
            "ul",
            { className: HOME_LOCATIONS_CLASS },
            locations.map((location) => {
              const phone = homeLocationPhone(location, site.id);
              return createElement(HomeLocationCard, {
                key: location.id,
                location,
                now: NOW,
                phone: phone ? createElement(PhoneReveal, phone) : undefined,
              });
            }),
          )
        : null,
  });
}

/**
 * GET /search/{slug} is an Astro page (src/astro/components/SearchPage.astro): the same load,
 * and the same frame with the same components in its slots, rendered in one tree; an unknown
 * slug is the 404.
 */
async function SearchSlugRoute({
  params,
  searchParams,
}: {
  params: Promise<{ host: string; slug: string }>;
  searchParams: Promise<Record<string, string>>;
}) {
  const { host, slug } = await params;
  const site = await getSiteForHost(host);
  if (!site) throw new next.NotFound("not found");
  const loaded = await loadSearchPage(site, host, `/search/${slug}`, new URLSearchParams(await searchParams));
  if (!loaded) throw new next.NotFound("not found");
  const { page } = loaded;
  const model = searchPageModel(page);
  return createElement(SearchPageFrame, {
    ...page,
    filterForm: createElement(
      SearchForm,
      { action: page.basePath, ...FILTER_FORM },
      createElement(FilterPanel, {
        filters: page.filters,
        facets: page.result.facets,
        total: page.result.total,
        market: site.market,
        preOwnedWording: site.config.labels.pre_owned_wording,
        fixedCondition: page.fixedCondition,
        priceMode: priceModeFor(site.template),
        template: site.template,
        searchFilters: site.config.stock.search_filters,
      }),
    ),
    filtersButton: createElement(FiltersButton, { sheetId: FILTERS_SHEET_ID, count: model.chips.length }),
    sortForm: createElement(
      SearchForm,
      { action: page.basePath, ...SORT_FORM },
      createElement(SortControl, {
        filters: page.filters,
        options: page.sortOptions,
        current: page.result.sort,
        siteDefault: page.siteDefaultSort,
      }),
    ),
    grid:
      page.result.cars.length > 0
        ? createElement(VehicleGrid, {
            cars: page.result.cars,
            site,
            now: page.now,
            columns: "three-beside-filters",
            priority: page.result.page === 1 ? 3 : 0,
          })
        : null,
  });
}

/**
 * The form pages (/contact, /finance, /finance/pre-approval) are Astro pages
 * (src/astro/components/FormPage.astro): the same load, and the same layout with the form
 * island in it, rendered in one tree; a page the site does not offer is the 404.
 */
const formRoute =
  (kind: FormPageKind, pathname: string) =>
  async ({
    params,
    searchParams,
  }: {
    params: Promise<{ host: string }>;
    searchParams: Promise<Record<string, string>>;
  }) => {
    const { host } = await params;
    const site = await getSiteForHost(host);
    if (!site) throw new next.NotFound("not found");
    const data = await formPageData(site, { kind, searchParams: await searchParams });
    if (!data) throw new next.NotFound("not found");
    return createElement(
      FormPageLayout,
      {
        site: data.site,
        title: data.title,
        intro: data.intro,
        introLink: data.introLink,
        location: data.location,
        linkRules: siteLinkRules(site, host),
      },
      createElement(LeadFormIsland, { config: data.config, answer: null, pathname }),
    );
  };

/**
 * GET /cars/{slug} is an Astro page (src/astro/components/VehiclePage.astro): the same loads,
 * and the same page with the same components in its slots, rendered in one tree; a car that is
 * not listed is the 404.
 */
async function CarRoute({ params }: { params: Promise<{ host: string; slug: string }> }) {
  const { host, slug } = await params;
  const site = await getSiteForHost(host);
  if (!site) throw new next.NotFound("not found");
  const lookup = await lookUpVehicle(site, slug, "/cars", NOW);
  if (lookup?.kind !== "listed") throw new next.NotFound("not found");
  const { car } = lookup;
  const data = await vehiclePageData(site, car, host, NOW);
  return createElement(VehiclePage, {
    site,
    car,
    now: NOW,
    noun: data.noun,
    searchPath: data.searchPath,
    searchLabel: data.searchLabel,
    jsonLd: data.jsonLd,
    gallery: createElement(VehicleGallery, {
      images: car.images,
      alt: vehicleTitle(car),
      quality: site.config.image_quality,
      badge: createElement(VehicleBadge, { site, car, now: NOW }),
    }),
    favourite: null,
    compare: null,
    recordView: null,
    estimate: data.estimate ? createElement(VehicleFinanceEstimate, data.estimate) : null,
    actionBar: createElement(VehicleActionBarIsland, {
      actions: data.actions,
      car: actionCarOf(car),
      site: actionSiteOf(site),
      phone: data.phone,
      noun: data.noun,
      assistant: data.assistant,
      testDrive: data.testDrive,
      pathname: `/cars/${slug}`,
    }),
    openNow: data.openNow ? createElement(OpenNowStatus, data.openNow) : null,
    enquiryForm: data.enquiry
      ? createElement(LeadFormIsland, { config: data.enquiry, answer: null, pathname: `/cars/${slug}` })
      : null,
    similarGrid:
      data.similar.length > 0
        ? createElement(VehicleGrid, { cars: data.similar, site, now: NOW, columns: "four" })
        : null,
    phoneBar: createElement(VehiclePhoneBar, {
      actions: data.actions,
      car: callCarOf(car),
      phone: data.phone,
      websiteId: site.id,
      label: data.phoneBarLabel,
    }),
  });
}

/**
 * GET /cars/{slug}/checkout and /buy-online are Astro pages (src/astro/components/ReservePage.astro):
 * the same load, and the same page with the reserve form in its slot, rendered in one tree; a
 * path the site does not reserve at, or a car it does not list, is the 404.
 */
const reserveRoute =
  (kind: ReservePathKind) =>
  async ({
    params,
    searchParams,
  }: {
    params: Promise<{ host: string; slug: string }>;
    searchParams: Promise<Record<string, string>>;
  }) => {
    const { host, slug } = await params;
    const site = await getSiteForHost(host);
    if (!site) throw new next.NotFound("not found");
    const data = await reservePageData(site, slug, kind, await searchParams);
    if (!data) throw new next.NotFound("not found");
    return createElement(ReservePage, {
      data,
      form: data.reservable ? createElement(ReserveForm, reserveFormProps(data)) : null,
    });
  };

/**
 * Every other path is Astro's catch-all page (src/astro/pages/[...path].astro): the same lookup
 * (the blog, an information page, a model at its own path) and the same components, rendered
 * in one tree; nothing found is the 404, a move its redirect. Only the GET is rendered here.
 */
async function SitePathRoute({
  params,
  searchParams,
}: {
  params: Promise<{ host: string; path: string[] }>;
  searchParams: Promise<Record<string, string>>;
}) {
  const { host, path } = await params;
  const site = await getSiteForHost(host);
  if (!site) throw new next.NotFound("not found");
  const url = new URL(`/${path.join("/")}?${new URLSearchParams(await searchParams)}`, originForHost(host));
  const answer = await sitePathAnswer(site, url);
  const rules = siteLinkRules(site, host);
  switch (answer.kind) {
    case "not-found":
      throw new next.NotFound("not found");
    case "redirect":
      throw new next.Redirected(answer.location);
    case "blog": {
      const blog = answer.found;
      return blog.kind === "list"
        ? createElement(BlogList, { ...blog, rules })
        : createElement(BlogArticle, { ...blog, jsonLd: blogPostJsonLd(blog, originForHost(host)), rules });
    }
    case "model": {
      const data = await modelPageData(site, answer.model, NOW);
      return createElement(ModelPageFrame, {
        site,
        model: answer.model,
        stock: data.stock,
        testDrive: createElement(TestDriveDialog, {
          ...testDriveLinkProps(answer.model),
          config: data.testDrive,
          answer: null,
          pathname: url.pathname,
        }),
        stockGrid:
          data.stock.cars.length > 0
            ? createElement(VehicleGrid, {
                cars: data.stock.cars,
                site,
                now: NOW,
                columns: "four",
                priority: 2,
              })
            : null,
      });
    }
    case "information": {
      const { page, list } = answer;
      const astro = { request: new Request(url) } as AstroGlobal;
      const listed =
        list === "careers" || list === "offers" ? await informationFormOf(astro, site, list) : null;
      const form = (config: LeadFormConfig | null) =>
        config ? createElement(LeadFormIsland, { config, answer: null, pathname: url.pathname }) : null;
      const after =
        listed?.kind === "careers"
          ? createElement(CareersList, {
              site,
              careers: listed.careers,
              rules,
              applyForm: form(listed.config),
            })
          : listed?.kind === "offers"
            ? createElement(
                Fragment,
                null,
                createElement(OffersList, { site, offers: listed.offers, rules }),
                listed.config ? createElement(OffersSubscriptionFrame, null, form(listed.config)) : null,
              )
            : null;
      return createElement(InformationPageView, { page, rules }, after);
    }
  }
}

/** The app route a path is served by, and its params (as Next would pass them). */
function routeFor(pathname: string): [RouteModule, Record<string, unknown>] {
  const segments = pathname.split("/").filter((s) => s !== "");
  const [first, second, third] = segments;
  if (first === undefined) return [HomeRoute as RouteModule, {}];
  if (first === "search" && second && !third) return [SearchSlugRoute as RouteModule, { slug: second }];
  if (first === "cars" && second && third === "checkout")
    return [reserveRoute("checkout") as RouteModule, { slug: second }];
  if (first === "cars" && second && third === "buy-online")
    return [reserveRoute("buy-online") as RouteModule, { slug: second }];
  if (first === "cars" && second && !third) return [CarRoute as RouteModule, { slug: second }];
  if (pathname === "/finance") return [formRoute("finance", pathname) as RouteModule, {}];
  if (pathname === "/finance/pre-approval") return [formRoute("pre-approval", pathname) as RouteModule, {}];
  if (pathname === "/contact") return [formRoute("contact", pathname) as RouteModule, {}];
  return [SitePathRoute as RouteModule, { path: segments }];
}

async function serverRender(element: ReactNode): Promise<Html> {
  try {
    const { prelude } = await prerenderToNodeStream(element);
    let html = "";
    for await (const chunk of prelude) html += String(chunk);
    // React marks the seams between adjacent texts; the page reads as one text without them.
    return html.replaceAll("<!-- -->", "");
  } catch (error) {
    if (error instanceof next.NotFound) return "404";
    if (error instanceof next.Redirected) return `redirect ${error.to}`;
    throw error;
  }
}

/** What one demo site shows and answers, with its configuration as currently stored. */
interface Observer {
  site: Site;
  /** The page at `path` as the server renders it; "404" when it is not found. */
  page(path: string): Promise<Html>;
  /** The site's shell (header, footer, chat) around `children`, on the page at `pathname`. */
  shell(pathname: string, children?: ReactNode): Promise<Html>;
  /** Every car the site's stock search lists with no filter (or with `query`'s filters). */
  listed(query?: string): Promise<ListedCar[]>;
  /** A listed car's card as the server renders it, the car's facts changed by `changes`. */
  card(pick: (car: ListedCar) => boolean, changes?: Partial<CarSummary>): Promise<Html>;
  /** A lead POSTed to the site (with a solved captcha), as the lead API answers it. */
  postLead(lead: Record<string, unknown>, path?: "/api/leads" | "/mock/leads"): Promise<Response>;
  /** The stored lead of an answer's id. */
  storedLead(response: Response): Promise<typeof leads.$inferSelect>;
}

type ListedCar = CarSummary & {
  image_count: number;
  location_id: number | null;
  dealer_location_id: number | null;
};

interface SettingEffect {
  setting: string;
  rule: string;
  /** The demo site whose configuration is the starting point. */
  site: string;
  /** The setting's value after the flip. */
  to: unknown;
  /** What the server renders or answers that the setting decides. */
  observe(o: Observer): Promise<unknown>;
  /** The observation with the site's own value, then with `to`. */
  shows: [before: unknown, after: unknown];
}

const contains = (html: Html, text: string | RegExp) =>
  typeof text === "string" ? html.includes(text) : text.test(html);
const attribute = (html: Html, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
/** A configured link, as the site's navigation or content would render it. */
const linkTo = (href: string) => createElement(SiteLink, { href } as Parameters<typeof SiteLink>[0], "link");
const usedCar = (c: ListedCar) => c.car_type === "used";
const anyCar = () => true;
const DAY = 86_400_000;

/** Every per-dealer rule of the spec: the setting, and the difference it makes when flipped. */
const EFFECTS: SettingEffect[] = [
  // Stock scope: what the search lists.
  {
    setting: "stock.scope.cities",
    rule: "three sites in one region filter by city (SPEC 2)",
    site: "westside-auto",
    to: [],
    observe: async (o) =>
      (await o.listed()).some(
        (c) =>
          !["Parramatta", "Penrith", "Blacktown"].includes(c.city ?? "") &&
          !(c.make === "Toyota" && usedCar(c)),
      ),
    shows: [false, true],
  },
  {
    setting: "stock.scope.min_photos",
    rule: "one used-car site requires a minimum of 3 photos (SPEC 2)",
    site: "sunburnt-used",
    to: 0,
    observe: async (o) => (await o.listed()).some((c) => c.image_count < 3),
    shows: [false, true],
  },
  {
    setting: "stock.scope.makes",
    rule: "manufacturer sites filter by make (SPEC 2)",
    site: "mazda-approved",
    to: [],
    observe: async (o) => (await o.listed()).some((c) => c.make !== "Mazda"),
    shows: [false, true],
  },
  {
    setting: "stock.scope.exclude_location_ids",
    rule: "one group excludes location 2919 (SPEC 9)",
    site: "harbourcity",
    to: [],
    observe: async (o) => (await o.listed()).some((c) => c.dealer_location_id === 2919),
    shows: [false, true],
  },
  {
    setting: "stock.scope.new_only_seller_id",
    rule: "one slug restricts to new for a seller id (SPEC 9)",
    site: "westside-auto",
    to: null,
    observe: async (o) => {
      const seller = defined(
        o.site.config.stock.scope.new_only_seller_id ?? sellerOf.get("westside-auto"),
        "the seller",
      );
      return (await o.listed()).some((c) => c.dealership_id === seller && c.car_type !== "new");
    },
    shows: [false, true],
  },
  {
    setting: "stock.scope.used_always_for_makes",
    rule: "used stock is always OR-ed in for certain brands (SPEC 9)",
    site: "westside-auto",
    to: [],
    observe: async (o) =>
      (await o.listed()).some(
        (c) =>
          c.make === "Toyota" && usedCar(c) && !["Parramatta", "Penrith", "Blacktown"].includes(c.city ?? ""),
      ),
    shows: [true, false],
  },
  {
    setting: "stock.scope.exclude_new_demo_for_make",
    rule: "a US/other market excludes new or demo cars of one make (SPEC 9)",
    site: "lone-star-auto",
    to: null,
    observe: async (o) => (await o.listed()).some((c) => c.make === "Chevrolet" && c.car_type !== "used"),
    shows: [false, true],
  },
  {
    setting: "stock.scope.make_aliases",
    rule: "make-name aliases (SPEC 9): a site's own alias on top of the platform's",
    site: "westside-auto",
    to: { Holden: "Chevrolet" },
    observe: async (o) => (await o.listed("make=Chevrolet")).some((c) => c.make === "Holden"),
    shows: [false, true],
  },
  {
    setting: "stock.scope.preset_query",
    rule: "preset query strings on every search (SPEC 2)",
    site: "westside-auto",
    to: "condition=used",
    observe: async (o) => (await o.listed()).some((c) => c.car_type === "new"),
    shows: [true, false],
  },
  {
    setting: "stock.include_sold_cars_days",
    rule: "sold cars stay 7 days on the range site (SPEC 9)",
    site: "outback-rv",
    to: 3,
    observe: async (o) =>
      (await o.listed()).some(
        (c) =>
          c.sold_date_timestamp !== null &&
          NOW.getTime() - new Date(c.sold_date_timestamp).getTime() > 4 * DAY,
      ),
    shows: [true, false],
  },
  {
    setting: "stock.search_filters",
    rule: "the filters the search page offers (SPEC 2)",
    site: "harbourcity",
    to: ["q", "make", "price"],
    observe: async (o) => {
      const html = await o.page("/search/new-used-and-demo-cars");
      return ["filter-make", "filter-body", "filter-fuel", "filter-year-min"].filter((id) =>
        contains(html, `id="${id}"`),
      );
    },
    shows: [["filter-make", "filter-body", "filter-fuel"], ["filter-make"]],
  },
  {
    setting: "stock.default_sort",
    rule: "some dealers default to latest or lowest price (SPEC 9)",
    site: "lone-star-auto",
    to: "price-desc",
    observe: async (o) => {
      const prices = (await o.listed()).flatMap((c) => (c.price !== null && c.price > 1000 ? [c.price] : []));
      return prices[0] === Math.min(...prices)
        ? "lowest first"
        : prices[0] === Math.max(...prices)
          ? "highest first"
          : "neither";
    },
    shows: ["lowest first", "highest first"],
  },
  {
    setting: "stock.subscription_sort",
    rule: "the subscription price sort, on some sites (SPEC 9)",
    site: "flexidrive",
    to: false,
    observe: async (o) => siteSortOptions(o.site).some((option) => option.value === "subscription-price"),
    shows: [true, false],
  },
  {
    setting: "stock.default_search_path",
    rule: "a dealer-specific default search path wins (SPEC 2)",
    site: "bigrig-trucks",
    to: null,
    observe: async (o) => attribute(await o.shell("/"), /href="([^"]+)"[^>]*>Search stock</),
    shows: ["/search/trucks-in-stock", "/search/new-used-and-demo-cars"],
  },

  // The cards and pages the search and vehicle pages show.
  {
    setting: "labels.no_price_text",
    rule: "the no-price text (SPEC 5)",
    site: "redline-moto",
    to: "Enquire for price.",
    observe: async (o) =>
      attribute(
        await o.card(anyCar, { price: null, preorder: false }),
        /data-card-price="true"[^>]*>([^<]*)</,
      ),
    shows: ["Call for price", "Enquire for price."],
  },
  {
    setting: "labels.pre_owned_wording",
    rule: "one dealer group shows 'pre-owned' for used (SPEC 4)",
    site: "harbourcity",
    to: false,
    observe: async (o) => attribute(await o.card(usedCar), /uppercase tracking-wider text-muted">([^<]*)</),
    shows: ["Pre-owned", "Used"],
  },
  {
    setting: "labels.prices_exclude_gst",
    rule: "a truck dealer whose prices are before GST says so beside each card's price",
    site: "bigrig-trucks",
    to: false,
    observe: async (o) => contains(await o.card(anyCar), "data-card-gst"),
    shows: [true, false],
  },
  {
    setting: "commerce.finance_estimate",
    rule: "a repayment estimate on every purchase card unless the dealer turns it off",
    site: "westside-auto",
    to: false,
    observe: async (o) => contains(await o.page("/search/new-used-and-demo-cars"), "data-card-estimate"),
    shows: [true, false],
  },
  {
    setting: "specifications.sold_tag_name",
    rule: "the sold tag (SPEC 4)",
    site: "redline-moto",
    to: "JUST SOLD",
    observe: async (o) =>
      attribute(await o.card(anyCar, { status: "sold", sold: true }), /data-badge="sold">([^<]*)</),
    shows: ["SOLD - SORRY!", "JUST SOLD"],
  },
  {
    setting: "specifications.just_arrived_days",
    rule: "the just-arrived window (SPEC 9)",
    site: "redline-moto",
    to: 8,
    observe: async (o) =>
      attribute(
        await o.card(anyCar, { ...plainCar, created_at: new Date(NOW.getTime() - 10 * DAY).toISOString() }),
        /data-badge="([a-z-]+)"/,
      ),
    shows: ["just-arrived", null],
  },
  {
    setting: "specifications.just_arrived_tag_name",
    rule: "the just-arrived tag (SPEC 9)",
    site: "redline-moto",
    to: "JUST ARRIVED",
    observe: async (o) =>
      attribute(
        await o.card(anyCar, { ...plainCar, created_at: new Date(NOW.getTime() - DAY).toISOString() }),
        /data-badge="just-arrived">([^<]*)</,
      ),
    shows: ["FRESH IN", "JUST ARRIVED"],
  },
  {
    setting: "stock.show_fuel_tag",
    rule: "the electric, hybrid or PHEV tag, when enabled (SPEC 4)",
    site: "outback-rv",
    to: true,
    observe: async (o) =>
      attribute(await o.card(anyCar, { ...plainCar, simple_fuel: "Electric" }), /data-badge="([a-z-]+)"/),
    shows: [null, "fuel"],
  },
  {
    setting: "stock.certified_logo",
    rule: "certified logo on one manufacturer template (SPEC 4)",
    site: "mazda-approved",
    to: false,
    observe: async (o) =>
      attribute(await o.card(usedCar, { ...plainCar, certified: true }), /data-badge="([a-z-]+)"/),
    shows: ["certified", null],
  },
  {
    setting: "stock.certified_programme",
    rule: "the certified programme the logo names (SPEC 4)",
    site: "mazda-approved",
    to: "Certified pre-owned",
    observe: async (o) =>
      attribute(
        await o.card(usedCar, { ...plainCar, certified: true }),
        /<img src="[^"]*" alt="([^"]*)"[^>]*data-certified-logo/,
      ),
    shows: ["Mazda Approved Pre-Owned", "Certified pre-owned"],
  },
  {
    setting: "stock.certified_logo_url",
    rule: "a dealer's own certified logo image (SPEC 4)",
    site: "mazda-approved",
    to: "https://cdn.mazda.example/approved.svg",
    observe: async (o) =>
      attribute(
        await o.card(usedCar, { ...plainCar, certified: true }),
        /<img src="([^"]*)"[^>]*data-certified-logo/,
      ),
    shows: ["/badges/certified.svg", "https://cdn.mazda.example/approved.svg"],
  },
  {
    setting: "image_quality",
    rule: "image quality 75, or 60 on some variants (SPEC 7)",
    site: "mazda-approved",
    to: 75,
    observe: async (o) => attribute(await o.card(anyCar), /&amp;q=(\d+)/),
    shows: ["60", "75"],
  },
  {
    setting: "labels.vehicle_noun",
    rule: "the vehicle noun override (SPEC 9)",
    site: "redline-moto",
    to: null,
    observe: async (o) =>
      attribute(await o.shell("/"), /<a [^>]*"hover:text-white hover:underline"[^>]*>(Saved [a-z]+)</),
    shows: ["Saved motorcycles", "Saved cars"],
  },
  {
    setting: "phone_display",
    rule: "some sites show the phone at once (SPEC 4)",
    site: "harbourcity",
    to: "show",
    observe: async (o) => attribute(await o.page(await firstCarPath(o)), /data-phone-reveal="([a-z]+)"/),
    shows: ["masked", "revealed"],
  },

  // The vehicle page's actions.
  {
    setting: "commerce.checkout_enabled",
    rule: "reserve and buy online only where checkout is enabled (SPEC 5)",
    site: "harbourcity",
    to: false,
    observe: async (o) => contains(await o.page(await reservableCarPath(o)), 'data-action="reserve"'),
    shows: [true, false],
  },
  {
    setting: "commerce.checkout_allows_coming_soon",
    rule: "coming-soon cars reservable on some sites (SPEC 5)",
    site: "mazda-approved",
    to: false,
    // A car the site offers Reserve for, made coming soon.
    observe: async (o) =>
      withCarStatus(await reservableCarPath(o), "coming_soon", async (path) =>
        contains(await o.page(path), 'data-action="reserve"'),
      ),
    shows: [true, false],
  },
  {
    setting: "commerce.reserve_path",
    rule: "the reserve page is /buy-online on one variant (SPEC 2)",
    site: "mazda-approved",
    to: "checkout",
    observe: async (o) => {
      const car = await reservableCarPath(o);
      return [(await o.page(`${car}/buy-online`)) !== "404", (await o.page(`${car}/checkout`)) !== "404"];
    },
    shows: [
      [true, false],
      [false, true],
    ],
  },
  {
    setting: "commerce.payment_provider",
    rule: "the card provider a site takes deposits with (SPEC 3)",
    site: "harbourcity",
    to: "adyen",
    // Harbour City's cars have Stripe processors only: with Adyen there is no deposit to take.
    observe: async (o) => {
      const page = await o.page(`${await reservableCarPath(o)}/checkout`);
      return /You pay the deposit on\s*(Stripe|our payment provider)/.exec(page)?.[1] ?? null;
    },
    shows: ["Stripe", null],
  },
  {
    setting: "commerce.trade_in_valuation",
    rule: "dealers that offer valuations: the trade-in action (SPEC 2, 5)",
    site: "harbourcity",
    to: false,
    observe: async (o) => contains(await o.page(await reservableCarPath(o)), 'data-action="trade_in"'),
    shows: [true, false],
  },
  {
    setting: "commerce.finance_path",
    rule: "the finance page's address per site (SPEC 2)",
    site: "sunburnt-used",
    to: "/finance",
    observe: async (o) =>
      attribute(await o.page(await firstCarPath(o)), /href="(\/[a-z-]+)\?[^"]*"[^>]*data-action="finance"/),
    shows: ["/apply-for-finance", "/finance"],
  },
  {
    setting: "chat.assistant_provider",
    rule: "an assistant chat only with a configured provider (SPEC 2)",
    site: "harbourcity",
    to: "none",
    observe: async (o) => contains(await o.page(await firstCarPath(o)), 'data-action="assistant_chat"'),
    shows: [true, false],
  },
  // What happens to a paid deposit is the payment flow's (payments-*.test.ts settle real
  // reservations); here, the rule the settlement asks with the site's setting.
  {
    setting: "commerce.deposit_when_sold",
    rule: "a reserved car sold by the dealer: the deposit kept or refunded",
    site: "harbourcity",
    to: "refund",
    observe: async (o) => depositOnDealerChange({ sold: true, reserved: true }, o.site.config.commerce),
    shows: ["keep", "refund"],
  },
  {
    setting: "commerce.deposit_when_released",
    rule: "a reservation released by the dealer: the deposit refunded or kept",
    site: "harbourcity",
    to: "keep",
    observe: async (o) => depositOnDealerChange({ sold: false, reserved: false }, o.site.config.commerce),
    shows: ["refund", "keep"],
  },

  // Pages a site has, or not.
  {
    setting: "commerce.finance_preapproval",
    rule: "finance pre-approval links go to /finance unless a flag enables them (SPEC 2)",
    site: "harbourcity",
    to: false,
    observe: async (o) => [
      (await o.page("/finance/pre-approval")) !== "404",
      contains(await o.page("/"), 'href="/finance/pre-approval"'),
    ],
    shows: [
      [true, true],
      [false, false],
    ],
  },
  {
    setting: "forms.privacy_policy_path",
    rule: "the finance forms' privacy collection notice links to the site's privacy policy, recorded with the consent",
    site: "mazda-approved",
    to: "/privacy-policy",
    observe: async (o) => {
      const answer = await o.postLead({ ...financeLead, dealership_slug: o.site.dealerships[0]?.slug });
      const consent = (await o.storedLead(answer)).payload.consent as
        | { privacy_consent?: string }
        | undefined;
      return /\((\/[^)]*)\)$/.exec(consent?.privacy_consent ?? "")?.[1] ?? null;
    },
    shows: ["/pages/privacy-policy", "/privacy-policy"],
  },
  {
    setting: "commerce.finance_provider",
    rule: "the finance provider: the finance page's wording and the lender on each finance lead (SPEC 3)",
    site: "harbourcity",
    to: null,
    observe: async (o) => {
      const shown = attribute(await o.page("/finance"), /(Your application goes to [^<.]+)/);
      const answer = await o.postLead({ ...financeLead, dealership_slug: o.site.dealerships[0]?.slug });
      return [shown, (await o.storedLead(answer)).payload.finance_provider ?? null];
    },
    shows: [
      ["Your application goes to Harbour City Finance, our finance partner", "Harbour City Finance"],
      [null, null],
    ],
  },
  {
    setting: "address",
    rule: "the site's address: its footer and its structured data (SPEC 3)",
    site: "harbourcity",
    to: { city: "Newcastle", state: "NSW" },
    observe: async (o) => [
      attribute(await o.shell("/"), /© \d{4} [^<]*?, ([^<·]+?)(?: ·|<)/),
      attribute(await o.page("/"), /"addressLocality":"([^"]+)"/),
    ],
    shows: [
      ["Sydney NSW", "Sydney"],
      ["Newcastle NSW", "Newcastle"],
    ],
  },
  {
    setting: "blogs.enabled",
    rule: "a site has a blog, or /blog is its 404 (SPEC 3 blogs settings)",
    site: "harbourcity",
    to: false,
    observe: async (o) => (await o.page("/blog")) !== "404",
    shows: [true, false],
  },
  {
    setting: "blogs.path",
    rule: "for one manufacturer site /blog links become /news (SPEC 2)",
    site: "mazda-approved",
    to: "/blog",
    observe: async (o) =>
      attribute(await o.shell("/", linkTo("/blog/first-post")), /<a href="(\/[a-z]+\/first-post)"/),
    shows: ["/news/first-post", "/blog/first-post"],
  },
  {
    setting: "flags.build_model_pages",
    rule: "model pages and the models dropdown only where the site builds them (SPEC 3)",
    site: "harbourcity",
    to: false,
    observe: async (o) => [
      // GET /models is an Astro page (src/astro/pages/models.astro): 404 exactly when the site
      // has no model pages.
      (await listModelPages(o.site)).length > 0,
      contains(await o.shell("/"), 'href="/models/'),
    ],
    shows: [
      [true, true],
      [false, false],
    ],
  },
  {
    setting: "flags.split_testing",
    rule: "split testing for one dealer group (SPEC 6)",
    site: "harbourcity",
    to: false,
    observe: async (o) => contains(await o.page("/"), "data-split-test="),
    shows: [true, false],
  },
  {
    setting: "split_test",
    rule: "the split test's name, variants, weights and wording (SPEC 6)",
    site: "harbourcity",
    to: {
      name: "home-search-button",
      variants: [
        { id: "control", weight: 50, label: null },
        { id: "browse", weight: 50, label: "Browse {count} {noun}" },
      ],
    },
    // Every variant's wording is in the page (the browser shows the device's own).
    observe: async (o) => attribute(await o.page("/"), /aria-hidden="true">(Shop|Browse) \d+ cars</),
    shows: ["Shop", "Browse"],
  },

  // Links.
  {
    setting: "links.use_pages_path",
    rule: "/pages is stripped when the site does not use a pages path (SPEC 2)",
    site: "mazda-approved",
    to: false,
    observe: async (o) =>
      attribute(await o.shell("/", linkTo("/pages/finance-offers")), /<a href="([^"]*finance-offers)"/),
    shows: ["/pages/finance-offers", "/finance-offers"],
  },
  {
    setting: "links.manufacturer_base_domain",
    rule: "manufacturer dealer links get a base-domain substitution (SPEC 2)",
    site: "mazda-approved",
    to: null,
    observe: async (o) =>
      attribute(await o.shell("/", linkTo("https://www.mazda.com.au/dealers")), /<a href="([^"]*\/dealers)"/),
    shows: ["https://www.mazdaapproved.localhost/dealers", "https://www.mazda.com.au/dealers"],
  },
  {
    setting: "links.prefetch_my_garage",
    rule: "/my-garage optionally not prefetched (SPEC 2)",
    site: "westside-auto",
    to: true,
    // Prefetching is a browser behaviour next/link leaves no mark of in the HTML: the rule's answer.
    observe: async (o) => prefetched("/my-garage", o.site),
    shows: [false, true],
  },
  {
    setting: "links.prefetch_our_locations",
    rule: "/our-locations optionally not prefetched (SPEC 2)",
    site: "outback-rv",
    to: true,
    observe: async (o) => prefetched("/our-locations", o.site),
    shows: [false, true],
  },
  {
    setting: "saved_cars_path",
    rule: "the dealer's my-area /saved (SPEC 2)",
    site: "flexidrive",
    to: "/my-garage?tab=saved-cars",
    observe: async (o) => attribute(await o.shell("/"), /href="([^"]+)"[^>]*>Saved /),
    shows: ["/saved", "/my-garage?tab=saved-cars"],
  },

  // Chat.
  {
    setting: "chat.hide_on_paths",
    rule: "the chat widget hidden on some paths for certain dealers (SPEC 2)",
    site: "westside-auto",
    to: [],
    // The launcher decides in the browser (the cached page is the same on every path): its rule.
    observe: async (o) => isChatHidden("/our-locations/", o.site.config.chat),
    shows: [true, false],
  },
  {
    setting: "chat.hide_on_careers",
    rule: "the chat widget hidden on careers pages for another dealer type (SPEC 2)",
    site: "redline-moto",
    to: false,
    observe: async (o) => isChatHidden("/careers", o.site.config.chat),
    shows: [true, false],
  },

  // APIs a site answers, or not.
  {
    setting: "analytics.events_endpoint",
    rule: "events are sent only on listed sites (SPEC 7)",
    site: "harbourcity",
    to: false,
    observe: async (o) => (await api(o, postEvent, "POST", "/api/events", { event: {} })).status === 404,
    shows: [false, true],
  },
  {
    setting: "analytics.consent",
    rule: "a consent banner holds the tags until accepted, for markets that need it",
    site: "coastline-rentals",
    to: "off",
    observe: async (o) => contains(await o.shell("/"), '"analytics_consent":"banner"'),
    shows: [true, false],
  },
  {
    setting: "flags.auth_enabled",
    rule: "authentication only for listed dealers (SPEC 6)",
    site: "flexidrive",
    to: false,
    observe: async (o) => (await api(o, getAuth, "GET", "/api/auth")).status,
    shows: [200, 404],
  },
  {
    setting: "flags.garage_enabled",
    rule: "the garage feature (SPEC 1, 6)",
    site: "flexidrive",
    to: false,
    observe: async (o) => (await api(o, getAuth, "GET", "/api/auth")).status,
    shows: [200, 404],
  },
  {
    setting: "flags.nevdis",
    rule: "the NEVDIS registration lookup only with its add-on (SPEC 3, 7)",
    site: "harbourcity",
    to: false,
    observe: async (o) =>
      (await api(o, postNevdis, "POST", "/api/nevdis", { rego: "ABC123", regoState: "NSW" })).status === 404,
    shows: [false, true],
  },
  {
    setting: "flags.autograb",
    rule: "the AutoGrab lookup and valuation only with its add-on (SPEC 3, 7)",
    site: "sunburnt-used",
    to: false,
    observe: async (o) =>
      (
        await api(o, postAutograb, "POST", "/api/simple-autograb-lookup", {
          rego: "ABC123",
          regoState: "NSW",
        })
      ).status === 404,
    shows: [false, true],
  },

  // Forms: what the lead API takes, and what the dealer receives.
  {
    setting: "forms.mock_leads",
    rule: "mock mode posts leads to /mock/leads, which stores nothing (SPEC 7)",
    site: "bigrig-trucks",
    to: false,
    observe: async (o) => {
      const before = await leadTableCounts(database().db);
      const status = (await o.postLead({}, "/mock/leads")).status;
      return [status, (await leadTableCounts(database().db)).leads - before.leads];
    },
    shows: [
      [201, 0],
      [404, 0],
    ],
  },
  {
    setting: "forms.captcha",
    rule: "a captcha is shown on forms by default (SPEC 5)",
    site: "sunburnt-used",
    to: false,
    observe: async (o) => (await api(o, postLeadRoute, "POST", "/api/leads", leadBody(o.site))).status,
    shows: [403, 201],
  },
  {
    setting: "forms.mobile_only_phone",
    rule: "mobile-only AU phone variant (SPEC 5)",
    site: "sunburnt-used",
    to: false,
    observe: async (o) => (await o.postLead({ phone: "02 9876 5432" })).status,
    shows: [422, 201],
  },
  {
    setting: "forms.message_optional",
    rule: "message required unless configured otherwise (SPEC 5)",
    site: "coastline-rentals",
    to: false,
    observe: async (o) => (await o.postLead({ message: "" })).status,
    shows: [201, 422],
  },
  {
    setting: "forms.middle_name",
    rule: "middle name optional and shown only when enabled (SPEC 5)",
    site: "lone-star-auto",
    to: false,
    observe: async (o) => {
      // Shown, the middle name is checked like the others (letters only); hidden, it is no field of the form.
      return (await o.postLead({ middle_name: "Jo2", phone: "(415) 555-2671" })).status;
    },
    shows: [422, 201],
  },
  {
    setting: "forms.hide_dealership_choice",
    rule: "a dealership choice is required on multi-dealership sites unless hidden (SPEC 5)",
    site: "harbourcity",
    to: true,
    observe: async (o) => (await o.postLead({ dealership_slug: null })).status,
    shows: [422, 201],
  },
  {
    setting: "forms.how_did_you_hear",
    rule: "the 'how did you hear' options per site (SPEC 9)",
    site: "redline-moto",
    to: null,
    observe: async (o) => [
      contains(await o.page("/contact"), ">Bikesales<"),
      contains(await o.page("/contact"), ">Car Sales<"),
    ],
    shows: [
      [true, false],
      [false, true],
    ],
  },
  {
    setting: "forms.strip_service_suffix",
    rule: "the ' - Service' suffix stripped on one variant (SPEC 5)",
    site: "westside-auto",
    to: false,
    observe: async (o) => contains(await o.page("/contact"), ">Westside Auto Hub Church Street - Service<"),
    shows: [false, true],
  },
  {
    setting: "forms.yes_no_fields",
    rule: "one site variant sends Yes/No fields (SPEC 3)",
    site: "westside-auto",
    to: false,
    observe: async (o) => {
      const answer = await o.postLead({
        form_id: "vehicle-enquiry",
        "Best Deal": true,
        dealership_slug: o.site.dealerships[0]?.slug,
      });
      return (await o.storedLead(answer)).payload["Best Deal"];
    },
    shows: ["Yes", true],
  },
  {
    setting: "forms.partial_lead_delivery",
    rule: "partial steps delivered to the dealer where the site asks (DESIGN 5)",
    site: "harbourcity",
    to: false,
    observe: async (o) => {
      const answer = await o.postLead({
        ...financeLead,
        lead_status: "Incomplete",
        form_completed: false,
        step_number: 0,
        dealership_slug: o.site.dealerships[0]?.slug,
      });
      const { id } = (await answer.json()) as { id: number };
      return (
        (await database().db.select().from(lead_deliveries).where(eq(lead_deliveries.lead_id, id))).length > 0
      );
    },
    shows: [true, false],
  },
  {
    setting: "flags.offers_subscription",
    rule: "the special offers page's email subscription (SPEC 3)",
    site: "flexidrive",
    to: false,
    observe: async (o) => [
      contains(await o.page("/special-offers"), "Get our offers by email"),
      (await o.postLead({ form_id: "offers-subscription", category: "Offers Subscription" })).status,
    ],
    shows: [
      [true, 201],
      [false, 422],
    ],
  },
  {
    setting: "flags.push_leads_to_website_primary_location",
    rule: "leads pushed to the website's primary location (SPEC 3)",
    site: "outback-rv",
    to: false,
    // The shopper names Outback's service centre (6102); its primary location is Campbellfield (6101).
    observe: async (o) => (await o.storedLead(await o.postLead({ location_id: 6102 }))).payload.location_id,
    shows: [6101, 6102],
  },
  {
    setting: "flags.push_leads_to_website_primary_dealership",
    rule: "leads pushed to the website's primary dealership (SPEC 3)",
    site: "westside-auto",
    to: false,
    observe: async (o) => {
      const chosen = defined(
        o.site.dealerships.find((d) => d.id !== o.site.dealership_id),
        "another dealership",
      );
      const answer = await o.postLead({ dealership_slug: chosen.slug });
      const stored = (await o.storedLead(answer)).dealership_id;
      return stored === o.site.dealership_id ? "the website's" : stored === chosen.id ? "the chosen" : stored;
    },
    shows: ["the website's", "the chosen"],
  },
  // Vehicle ad feeds: what the feeds on the site's host serve.
  {
    setting: "feeds.google.enabled",
    rule: "which vehicle ad feeds a site serves",
    site: "harbourcity",
    to: false,
    observe: async (o) => (await api(o, getGoogleFeed, "GET", "/feeds/google-vehicles.xml")).status,
    shows: [200, 404],
  },
  {
    setting: "feeds.meta.enabled",
    rule: "which vehicle ad feeds a site serves",
    site: "harbourcity",
    to: false,
    observe: async (o) => (await api(o, getMetaFeed, "GET", "/feeds/meta-vehicles.csv")).status,
    shows: [200, 404],
  },
  {
    setting: "feeds.google.utm",
    rule: "UTM values on the Google feed's links",
    site: "harbourcity",
    to: {},
    observe: async (o) =>
      new URL(textOf(at(defined((await googleFeed(o))[0], "an item"), "g:link")) ?? "").search,
    shows: ["?utm_source=google&utm_medium=vehicle_ads&utm_campaign=harbourcity-stock", ""],
  },
  {
    setting: "feeds.meta.utm",
    rule: "UTM values on the Meta feed's links",
    site: "harbourcity",
    to: { utm_source: "instagram" },
    observe: async (o) => new URL(defined((await metaFeed(o))[0], "a row").url ?? "").search,
    shows: [
      "?utm_source=facebook&utm_medium=paid_social&utm_campaign=harbourcity-catalog",
      "?utm_source=instagram",
    ],
  },
  {
    setting: "feeds.demo_condition",
    rule: "demonstrators advertised as new or used",
    site: "mazda-approved",
    to: "used",
    observe: async (o) => {
      const demos = new Set(
        (await o.listed()).filter((c) => c.car_type === "demo").map((c) => `/cars/${c.slug}`),
      );
      const rows = (await metaFeed(o)).filter((r) => demos.has(new URL(r.url ?? "").pathname));
      return [...new Set(rows.map((r) => r.state_of_vehicle))];
    },
    shows: [["NEW"], ["USED"]],
  },
  {
    setting: "feeds.exclude_makes",
    rule: "makes left out of the ad feeds",
    site: "harbourcity",
    to: ["Toyota"],
    observe: async (o) => (await metaFeed(o)).some((r) => r.make === "Toyota"),
    shows: [true, false],
  },
  {
    setting: "feeds.exclude_locations",
    rule: "locations left out of the ad feeds",
    site: "harbourcity",
    to: ["harbour-city-toyota-alexandria"],
    observe: async (o) => (await metaFeed(o)).some((r) => r["address.city"] === "Alexandria"),
    shows: [true, false],
  },
  {
    setting: "feeds.store_codes",
    rule: "Google store codes per location",
    site: "harbourcity",
    to: {},
    observe: async (o) =>
      (await googleFeed(o)).some((item) => textOf(at(item, "g:store_code")) === "HCT-ALX"),
    shows: [true, false],
  },
];

/** The site's Google feed's items and Meta catalog's rows, read back with real parsers. */
async function googleFeed(o: Observer) {
  return googleItems(await (await api(o, getGoogleFeed, "GET", "/feeds/google-vehicles.xml")).text());
}
async function metaFeed(o: Observer) {
  return metaRows(await (await api(o, getMetaFeed, "GET", "/feeds/meta-vehicles.csv")).text());
}

/** Facts that put no badge of their own on a card, so the one a setting decides shows. */
const plainCar: Partial<CarSummary> = {
  status: "in_stock",
  sold: false,
  reserved: false,
  simple_fuel: null,
  certified: false,
  tag: null,
  created_at: new Date(NOW.getTime() - 60 * DAY).toISOString(),
};

const financeLead = {
  form_id: "finance",
  category: "Finance Enquiry",
  vehiclePriceBudget: "32000",
  loan_term: "60",
  employment_status: "Full Time",
  time_in_employment: "1 to 2 years",
  annual_income: "85000",
  postcode: "2000",
  privacy_consent: true,
  credit_check_consent: true,
  step_number: 2,
};

let currentDatabase: Database | undefined;
const database = () => defined(currentDatabase, "the test database");
/** The seller restricted to new stock, by site (the seed gives it the dealership's id). */
const sellerOf = new Map<string, number>();

async function api(
  o: Observer,
  handler: (request: Request, segment: { params: Promise<{ host: string }> }) => Promise<Response>,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<Response> {
  const host = { host: `${o.site.slug}.localhost` };
  return handler(
    method === "GET"
      ? new Request(`http://${host.host}${pathname}`, { headers: { "x-forwarded-for": "10.9.9.9" } })
      : jsonRequest(host, method, pathname, body ?? {}),
    segment(host),
  );
}

/** Whether an internal link to `href` is prefetched, by the site's link settings. */
function prefetched(href: string, site: Site): boolean | null {
  const { links } = site.config;
  const link = resolveLink(href, {
    siteHost: `${site.slug}.localhost`,
    use_pages_path: links.use_pages_path,
    link_rewrites: [],
    prefetch_my_garage: links.prefetch_my_garage,
    prefetch_our_locations: links.prefetch_our_locations,
  });
  return link.kind === "internal" ? link.prefetch : null;
}

async function firstCarPath(o: Observer): Promise<string> {
  return `/cars/${
    defined(
      (await o.listed()).find((c) => !c.sold && c.status === "in_stock"),
      "an available car",
    ).slug
  }`;
}

/** A car the vehicle page offers Reserve for, as the site is seeded. */
const reservableBySite = new Map<string, string>();
async function reservableCarPath(o: Observer): Promise<string> {
  const known = reservableBySite.get(o.site.slug);
  if (known) return known;
  for (const car of (await o.listed()).filter((c) => !c.sold && !c.reserved && c.status === "in_stock")) {
    const path = `/cars/${car.slug}`;
    if (contains(await o.page(path), 'data-action="reserve"')) {
      reservableBySite.set(o.site.slug, path);
      return path;
    }
  }
  throw new Error(`no reservable car on ${o.site.slug}`);
}

/** Runs `fn` with the car at `path` stored with another status, then puts it back. */
async function withCarStatus<T>(
  path: string,
  status: "in_stock" | "coming_soon",
  fn: (path: string) => Promise<T>,
): Promise<T> {
  const slug = defined(path.split("/").at(-1), "the car's slug");
  const { db } = database();
  const [car] = await db.select({ status: cars.status }).from(cars).where(eq(cars.slug, slug));
  await db.update(cars).set({ status }).where(eq(cars.slug, slug));
  try {
    return await fn(path);
  } finally {
    await db
      .update(cars)
      .set({ status: defined(car, "the car").status })
      .where(eq(cars.slug, slug));
  }
}

function setAt(document: Record<string, unknown>, dotted: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = dotted.split(".");
  const key = defined(head, "a setting path");
  if (rest.length === 0) return { ...document, [key]: value };
  const inner = (document[key] ?? {}) as Record<string, unknown>;
  return { ...document, [key]: setAt(inner, rest.join("."), value) };
}

describe.each(testDatabaseTargets())(
  "every per-dealer setting changes what the site shows or answers, on $name",
  (target) => {
    let db: Db;

    beforeAll(async () => {
      currentDatabase = await target.open();
      db = currentDatabase.db;
      useAsProcessDatabase(currentDatabase);
      await seedDemo(db, { now: NOW, mediaDir: path.join(os.tmpdir(), "forecourt-test-media") });
      const [westside] = await db.select().from(websites).where(eq(websites.slug, "westside-auto"));
      const seller = parseSiteConfig(defined(westside, "westside").config).stock.scope.new_only_seller_id;
      if (seller !== null) sellerOf.set("westside-auto", seller);
    });
    afterAll(async () => {
      await currentDatabase?.close();
    });

    async function observer(slug: string): Promise<Observer> {
      const host = `${slug}.localhost`;
      const site = defined(await loadSite(db, { hostname: host, slug }), `the site ${slug}`);
      const listedCache = new Map<string, ListedCar[]>();
      const o: Observer = {
        site,
        async page(pathname) {
          const url = new URL(pathname, `http://${host}`);
          next.pathname = url.pathname;
          const [Route, params] = routeFor(url.pathname);
          const props = {
            params: Promise.resolve({ host, ...params }),
            searchParams: Promise.resolve(Object.fromEntries(url.searchParams)),
          };
          return serverRender(createElement(Route as FunctionComponent<typeof props>, props));
        },
        async shell(pathname, children = null) {
          next.pathname = pathname;
          return serverRender(createElement(SiteLayout, { params: Promise.resolve({ host }), children }));
        },
        async listed(query = "") {
          const cachedList = listedCache.get(query);
          if (cachedList) return cachedList;
          const result = await searchCars(db, {
            site,
            filters: parseSearchFilters(new URLSearchParams(query)),
            now: NOW,
            perPage: 2000,
          });
          const ids = result.cars.map((c) => c.id);
          const places =
            ids.length === 0
              ? []
              : await db
                  .select({
                    id: cars.id,
                    image_count: cars.image_count,
                    location_id: cars.location_id,
                    dealer_location_id: locations.location_id,
                  })
                  .from(cars)
                  .leftJoin(locations, eq(locations.id, cars.location_id))
                  .where(inArray(cars.id, ids));
          const byId = new Map(places.map((p) => [p.id, p]));
          const list = result.cars.map((c) => {
            const place = defined(byId.get(c.id), "the car's row");
            return {
              ...c,
              image_count: place.image_count,
              location_id: place.location_id,
              dealer_location_id: place.dealer_location_id,
            };
          });
          listedCache.set(query, list);
          return list;
        },
        async card(pick, changes = {}) {
          const car = defined((await o.listed()).find(pick), `a car of ${slug} to show`);
          return renderToStaticMarkup(
            createElement(VehicleCard, { car: { ...car, ...changes }, site, now: NOW }),
          );
        },
        async postLead(lead, pathname = "/api/leads") {
          const challenge = await (
            await getCaptcha(new Request(`http://${host}/api/captcha`), segment({ host }))
          ).json();
          const altcha = await solveCaptcha(challenge);
          const body = leadBody({ slug }, lead, { altcha });
          const handler = pathname === "/mock/leads" ? postMockLead : postLeadRoute;
          return handler(jsonRequest({ host }, "POST", pathname, body), segment({ host }));
        },
        async storedLead(response) {
          const answer = (await response.clone().json()) as { id?: number; error?: unknown };
          if (typeof answer.id !== "number") throw new Error(`no lead stored: ${JSON.stringify(answer)}`);
          const [row] = await db
            .select()
            .from(leads)
            .where(and(eq(leads.id, answer.id), eq(leads.website_id, site.id)));
          return defined(row, "the stored lead");
        },
      };
      return o;
    }

    /** Runs `fn` with the site's stored configuration changed at `dotted`, then puts it back. */
    async function withSetting<T>(
      slug: string,
      dotted: string,
      value: unknown,
      fn: () => Promise<T>,
    ): Promise<T> {
      const [row] = await db
        .select({ config: websites.config })
        .from(websites)
        .where(eq(websites.slug, slug));
      const stored = (defined(row, `the site ${slug}`).config ?? {}) as Record<string, unknown>;
      const changed = setAt(stored, dotted, value);
      parseSiteConfig(changed); // the flipped configuration is one a dealer could save
      await db
        .update(websites)
        .set({ config: changed as SiteConfigInput })
        .where(eq(websites.slug, slug));
      try {
        return await fn();
      } finally {
        await db
          .update(websites)
          .set({ config: stored as SiteConfigInput })
          .where(eq(websites.slug, slug));
      }
    }

    test.each(EFFECTS)("$setting ($rule): $site", async ({ site, setting, to, observe, shows }) => {
      const before = await observe(await observer(site));
      const after = await withSetting(site, setting, to, async () => observe(await observer(site)));
      expect({ before, after }).toEqual({ before: shows[0], after: shows[1] });
    });

    test("the demo data exercises most of these settings with a non-default value", () => {
      const defaults = parseSiteConfig({}) as unknown as Record<string, unknown>;
      const get = (object: unknown, dotted: string) =>
        dotted
          .split(".")
          .reduce<unknown>((o, key) => (o as Record<string, unknown> | undefined)?.[key], object);
      const exercised = EFFECTS.filter(({ setting }) =>
        DEMO_SITES.some(
          (s) =>
            JSON.stringify(get(parseSiteConfig(s.config), setting)) !==
            JSON.stringify(get(defaults, setting)),
        ),
      );
      expect(exercised.length).toBeGreaterThanOrEqual(40);
    });
  },
);

describe("no code branches on a dealer's identity", () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.resolve("src"));

  test("no comparisons of a site's, dealership's or group's slug, name or id with a literal in src/", () => {
    const patterns = [
      // site.slug === "acme", dealership.name !== 'X', website.id === 42 …
      /\b(?:site|website|dealership|dealer|group|manufacturer|tenant)s?(?:\.\w+)*\.(?:slug|name|id|domain_name)\s*[!=]==?\s*(?:['"`]|\d)/,
      // slug === "acme", website_id === 42 … (but not `typeof slug === "string"`)
      /(?<!typeof )\b(?:slug|website_slug|dealership_slug|dealer_slug|website_id|dealership_id|dealership_group)\s*[!=]==?\s*(?:['"`]|\d)/,
    ];
    const pattern = { test: (line: string) => patterns.some((p) => p.test(line)) };
    const offenders = files.flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line, i }))
        .filter(({ line }) => pattern.test(line))
        .map(({ line, i }) => `${path.relative(process.cwd(), file)}:${i + 1}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
