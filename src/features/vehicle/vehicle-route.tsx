import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache, type ReactNode } from "react";
import { assistantSettings } from "@/domain/site/assistant";
import { tradeProfile } from "@/domain/site/trade-profile";
import { primaryVehicleNoun } from "@/domain/site/vehicle-noun";
import { OFFERED_AS, priceModeFor } from "@/domain/stock/price-display";
import { searchHeading } from "@/domain/stock/search-heading";
import { vehicleActions } from "@/domain/stock/vehicle-actions";
import { vehicleJsonLd } from "@/domain/stock/vehicle-json-ld";
import { vehicleMetaDescription, vehicleTitle } from "@/domain/stock/vehicle-meta";
import { isValidVehicleSlug, vehicleBasePath, vehiclePath } from "@/domain/stock/vehicle-paths";
import { VehicleEnquiryForm } from "@/features/lead-form/vehicle-enquiry-form";
import { VehicleTestDriveForm } from "@/features/lead-form/vehicle-test-drive-form";
import { originForHost } from "@/features/seo/origin-for-host";
import { siteSearchPath } from "@/features/shell/site-search-path";
import { AssistantContextProvider } from "@/features/vehicle/assistant-context";
import { VehicleNotFound } from "@/features/vehicle/vehicle-not-found";
import { VehiclePage } from "@/features/vehicle/vehicle-page";
import { getDb } from "@/server/db/client";
import { getSiteForHost } from "@/server/sites/get-site";
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";
import { getVehicleCached, type VehicleLookup } from "@/server/stock/get-vehicle";
import { listSimilarCars } from "@/server/stock/list-similar-cars";

export type VehicleBasePath = "/cars" | "/motorcycles" | "/campers";

/**
 * The site and the slug's lookup, once per request (metadata, the [slug] layout and the page
 * share it); null when there is no site. The lookup is null when the slug was not looked up.
 */
const loadVehicle = cache(
  async (
    host: string,
    slug: string,
    basePath: VehicleBasePath,
  ): Promise<{ site: Site; lookup: VehicleLookup | null; now: Date } | null> => {
    const site = await getSiteForHost(host);
    if (!site) return null;
    const now = new Date();
    // A slug of anything but letters, digits, hyphen and underscore never reaches the
    // database; the vehicle lives at its site's template base path only.
    if (!isValidVehicleSlug(slug) || vehicleBasePath(site.template) !== basePath) {
      return { site, lookup: null, now };
    }
    return { site, lookup: await getVehicleCached(site, { slug, now }), now };
  },
);

function socialImagePath(slug: string): string {
  return `/api/cars/${encodeURIComponent(slug)}/social-image`;
}

function carPhone(site: Site, car: CarDetail): string | null {
  return car.location?.phone ?? car.dealership_phone ?? site.phone ?? null;
}

async function vehicleRouteMetadata(
  host: string,
  slug: string,
  basePath: VehicleBasePath,
): Promise<Metadata> {
  const loaded = await loadVehicle(host, slug, basePath);
  if (loaded?.lookup?.kind !== "listed") {
    return { title: "Vehicle not available", robots: { index: false, follow: true } };
  }
  const { site, lookup } = loaded;
  const car = lookup.car;
  const origin = originForHost(host);
  const priceMode = priceModeFor(site.template);
  const title = `${vehicleTitle(car)} ${OFFERED_AS[priceMode]}`;
  const description = vehicleMetaDescription(car, {
    priceMode,
    market: site.market,
    siteName: site.name,
    city: car.location?.city ?? car.city,
    noPriceText: site.config.labels.no_price_text,
    preOwnedWording: site.config.labels.pre_owned_wording,
    priceQualifier: site.config.labels.price_qualifier,
  });
  const image = { url: socialImagePath(car.slug), width: 1200, height: 630, alt: vehicleTitle(car) };
  return {
    metadataBase: new URL(origin),
    title,
    description,
    alternates: { canonical: vehiclePath(site.template, car.slug) },
    openGraph: {
      type: "website",
      siteName: site.name,
      title,
      description,
      url: vehiclePath(site.template, car.slug),
      images: car.images.length > 0 || car.primary_image_url ? [image] : [],
    },
    twitter: { card: "summary_large_image", title, description },
  };
}

/** A vehicle detail route: the page, or a 404 (helpful for sold and unknown vehicles). */
async function VehicleRoute({
  host,
  slug,
  basePath,
}: {
  host: string;
  slug: string;
  basePath: VehicleBasePath;
}) {
  const loaded = await loadVehicle(host, slug, basePath);
  // A sold or unknown vehicle: a 404, with the helpful page VehicleRouteFrame adds.
  if (loaded?.lookup?.kind !== "listed") notFound();
  const { site, lookup, now } = loaded;
  const car = lookup.car;
  const db = await getDb();
  const similar = await listSimilarCars(db, { site, now, like: car, excludeSlug: car.slug });
  const phone = carPhone(site, car);
  // "open an assistant chat": only with a configured provider.
  const assistant = assistantSettings(site.config.chat);
  const actions = vehicleActions(
    { ...car, location: car.location ? { name: car.location.name, slug: car.location.slug, phone } : null },
    {
      // The trade's own actions: a hired or subscribed car is not financed or traded in.
      enabled: site.config.actions.filter((a) => !tradeProfile(site.template).withoutActions.includes(a)),
      phone: site.phone,
      assistantUrl: assistant?.script_url ?? null,
      checkout_enabled: site.config.commerce.checkout_enabled,
      checkout_allows_coming_soon: site.config.commerce.checkout_allows_coming_soon,
      valuation_enabled: site.config.commerce.trade_in_valuation,
    },
  );
  const origin = originForHost(host);
  const noun = primaryVehicleNoun(site.template, site.config.labels.vehicle_noun);
  const jsonLd = vehicleJsonLd(car, {
    market: site.market,
    url: `${origin}${vehiclePath(site.template, car.slug)}`,
    images: car.images.map((image) => new URL(image.url, origin).toString()),
    priceMode: priceModeFor(site.template),
    priceQualifier: site.config.labels.price_qualifier,
  });
  const page = (
    <VehiclePage
      site={site}
      car={car}
      actions={actions}
      similar={similar}
      now={now}
      noun={noun}
      searchPath={siteSearchPath(site)}
      searchLabel={searchHeading({ noun, market: site.market, forSale: false })}
      phone={phone}
      jsonLd={jsonLd}
      enquiryForm={<VehicleEnquiryForm site={site} car={car} />}
      testDriveForm={<VehicleTestDriveForm site={site} car={car} />}
    />
  );
  if (!assistant) return page;
  return (
    <AssistantContextProvider
      settings={assistant}
      car={{ car_id: car.id, stock_number: car.stocknum, vehicle: car.name }}
    >
      {page}
    </AssistantContextProvider>
  );
}

/**
 * The [slug] layout of a vehicle route. A listed vehicle is the page alone. Otherwise the
 * page answers 404 (its not-found.tsx renders nothing) and this adds the helpful part:
 * similar or newest stock. It lives here, with the params, because a not-found file gets no
 * params and reading the path from the request would stop the page being cached.
 */
async function VehicleRouteFrame({
  host,
  slug,
  basePath,
  children,
}: {
  host: string;
  slug: string;
  basePath: VehicleBasePath;
  children: ReactNode;
}) {
  const loaded = await loadVehicle(host, slug, basePath);
  // No site: the site layout has answered "Site not found" already.
  if (!loaded || loaded.lookup?.kind === "listed") return children;
  return (
    <>
      {children}
      <VehicleNotFound site={loaded.site} lookup={loaded.lookup} />
    </>
  );
}

type VehicleRouteProps = { params: Promise<{ host: string; slug: string }> };

/**
 * What each vehicle route's page.tsx and layout.tsx export, for its base path: the three
 * routes (/cars, /motorcycles, /campers) differ only in that. `generateStaticParams`
 * returns [] so the pages are cached (ISR) as they are first visited; `revalidate` stays a
 * literal in each page file, where Next reads it.
 */
export function vehicleRouteFiles(basePath: VehicleBasePath) {
  return {
    generateStaticParams(): { host: string; slug: string }[] {
      return [];
    },
    async generateMetadata({ params }: VehicleRouteProps): Promise<Metadata> {
      const { host, slug } = await params;
      return vehicleRouteMetadata(host, slug, basePath);
    },
    async Page({ params }: VehicleRouteProps) {
      const { host, slug } = await params;
      return <VehicleRoute host={host} slug={slug} basePath={basePath} />;
    },
    async Layout({ children, params }: VehicleRouteProps & { children: ReactNode }) {
      const { host, slug } = await params;
      return (
        <VehicleRouteFrame host={host} slug={slug} basePath={basePath}>
          {children}
        </VehicleRouteFrame>
      );
    },
  };
}
