import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { primaryVehicleNoun } from "../../domain/site/vehicle-noun";
import { isValidVehicleSlug } from "../../domain/stock/is-valid-vehicle-slug";
import { searchHeading } from "../../domain/stock/search-heading";
import { vehicleActions } from "../../domain/stock/vehicle-actions";
import { vehicleBasePath } from "../../domain/stock/vehicle-base-path";
import { vehicleJsonLd } from "../../domain/stock/vehicle-json-ld";
import { vehicleMetaDescription, vehicleTitle } from "../../domain/stock/vehicle-meta";
import { vehiclePath } from "../../domain/stock/vehicle-path";
import { getDb } from "../../server/db/client";
import { getSiteForHost } from "../../server/sites/get-site";
import type { Site } from "../../server/sites/site";
import type { CarDetail } from "../../server/stock/car-detail";
import { getVehicleCached } from "../../server/stock/get-vehicle";
import { listSimilarCars } from "../../server/stock/list-similar-cars";
import { VehicleEnquiryForm } from "../lead-form/vehicle-enquiry-form";
import { requestOrigin } from "../seo/request-origin";
import { siteSearchPath } from "../shell/site-search-path";
import { VehiclePage } from "./vehicle-page";

export type VehicleBasePath = "/cars" | "/motorcycles" | "/campers";

// generateMetadata and the page look the vehicle up once per request.
const loadVehicle = cache(async (host: string, slug: string, basePath: VehicleBasePath) => {
  // SPEC 5: a slug of anything but letters, digits, hyphen and underscore never reaches the database.
  if (!isValidVehicleSlug(slug)) return null;
  const site = await getSiteForHost(host);
  // SPEC 2: the vehicle lives at its site's template base path only.
  if (!site || vehicleBasePath(site.template) !== basePath) return null;
  const now = new Date();
  const lookup = await getVehicleCached(site, { slug, now });
  return { site, lookup, now };
});

export function socialImagePath(slug: string): string {
  return `/api/cars/${encodeURIComponent(slug)}/social-image`;
}

function carPhone(site: Site, car: CarDetail): string | null {
  return car.location?.phone ?? car.dealership_phone ?? site.phone ?? null;
}

export async function vehicleRouteMetadata(
  host: string,
  slug: string,
  basePath: VehicleBasePath,
): Promise<Metadata> {
  const loaded = await loadVehicle(host, slug, basePath);
  if (loaded?.lookup.kind !== "listed") {
    return { title: "Vehicle not available", robots: { index: false, follow: true } };
  }
  const { site, lookup } = loaded;
  const car = lookup.car;
  const origin = await requestOrigin();
  const title = `${vehicleTitle(car)} for sale`;
  const description = vehicleMetaDescription(car, {
    market: site.market,
    siteName: site.name,
    city: car.location?.city ?? car.city,
    noPriceText: site.config.labels.no_price_text,
    preOwnedWording: site.config.labels.pre_owned_wording,
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
export async function VehicleRoute({
  host,
  slug,
  basePath,
}: {
  host: string;
  slug: string;
  basePath: VehicleBasePath;
}) {
  const loaded = await loadVehicle(host, slug, basePath);
  if (!loaded) notFound();
  const { site, lookup, now } = loaded;
  // A sold or unknown vehicle: not-found.tsx offers similar stock with the 404.
  if (lookup.kind !== "listed") notFound();
  const car = lookup.car;
  const db = await getDb();
  const similar = await listSimilarCars(db, { site, now, like: car, excludeSlug: car.slug });
  const phone = carPhone(site, car);
  const actions = vehicleActions(
    { ...car, location: car.location ? { name: car.location.name, slug: car.location.slug, phone } : null },
    {
      enabled: site.config.actions,
      phone: site.phone,
      checkout_enabled: site.config.commerce.checkout_enabled,
      checkout_allows_coming_soon: site.config.commerce.checkout_allows_coming_soon,
      valuation_enabled: site.config.commerce.trade_in_valuation,
    },
  );
  const origin = await requestOrigin();
  const noun = primaryVehicleNoun(site.template, site.config.labels.vehicle_noun);
  const jsonLd = vehicleJsonLd(car, {
    market: site.market,
    url: `${origin}${vehiclePath(site.template, car.slug)}`,
    images: car.images.map((image) => new URL(image.url, origin).toString()),
  });
  return (
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
    />
  );
}
