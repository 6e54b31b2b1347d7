import { OFFERED_AS, priceModeFor } from "@/domain/stock/price-display";
import { vehicleMetaDescription, vehicleTitle } from "@/domain/stock/vehicle-meta";
import { vehiclePath } from "@/domain/stock/vehicle-paths";
import type { BlogHead } from "@/features/blog/blog-lookup";
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";

/** A listed vehicle's social card, drawn at /api/cars/{slug}/social-image. */
function socialImagePath(slug: string): string {
  return `/api/cars/${encodeURIComponent(slug)}/social-image`;
}

/**
 * A listed vehicle's head, in the shape a blog page's has (BlogHead; printed by the Astro
 * page's socialPageHead): "{year make model trim} for sale" (or for hire, for subscription),
 * the description from its price, place and site, its own address, and its social card (only
 * where it has a photo).
 */
export function vehicleHead(site: Site, car: CarDetail): BlogHead {
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
  const url = vehiclePath(site.template, car.slug);
  const image = { url: socialImagePath(car.slug), width: 1200, height: 630, alt: vehicleTitle(car) };
  return {
    title,
    description,
    url,
    openGraph: {
      type: "website",
      siteName: site.name,
      title,
      description,
      url,
      images: car.images.length > 0 || car.primary_image_url ? [image] : [],
    },
    twitter: { card: "summary_large_image", title, description },
  };
}
