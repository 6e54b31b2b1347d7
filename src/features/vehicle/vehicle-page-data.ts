import { assistantSettings } from "@/domain/site/assistant";
import { localiseText } from "@/domain/site/locale";
import { tradeProfile } from "@/domain/site/trade-profile";
import { primaryVehicleNoun } from "@/domain/site/vehicle-noun";
import { priceModeFor } from "@/domain/stock/price-display";
import { searchHeading } from "@/domain/stock/search-heading";
import { vehicleActions } from "@/domain/stock/vehicle-actions";
import { vehicleJsonLd } from "@/domain/stock/vehicle-json-ld";
import { isValidVehicleSlug, vehicleBasePath, vehiclePath } from "@/domain/stock/vehicle-paths";
import { vehicleEnquiryConfig } from "@/features/lead-form/vehicle-enquiry-config";
import { vehicleTestDriveConfig } from "@/features/lead-form/vehicle-test-drive-config";
import { originForHost } from "@/features/seo/origin-for-host";
import { siteSearchPath } from "@/features/shell/site-search-path";
import { vehicleEstimateProps } from "@/features/vehicle/vehicle-estimate";
import { vehicleOpenNowProps } from "@/features/vehicle/vehicle-location";
import { getDb } from "@/server/db/client";
import type { Site } from "@/server/sites/site";
import type { CarDetail } from "@/server/stock/car-detail";
import { getVehicleCached, type VehicleLookup } from "@/server/stock/get-vehicle";
import { listSimilarCars } from "@/server/stock/list-similar-cars";

export type VehicleBasePath = "/cars" | "/motorcycles" | "/campers";

/**
 * The slug's lookup on the site, or null when it is not looked up: a slug of anything but
 * letters, digits, hyphen and underscore never reaches the database, and a vehicle lives at its
 * site's template base path only.
 */
export async function lookUpVehicle(
  site: Site,
  slug: string,
  basePath: VehicleBasePath,
  now: Date,
): Promise<VehicleLookup | null> {
  if (!isValidVehicleSlug(slug) || vehicleBasePath(site.template) !== basePath) return null;
  return getVehicleCached(site, { slug, now });
}

/** The number to call about the car: its location's, its dealership's, else the site's. */
function carPhone(site: Site, car: CarDetail): string | null {
  return car.location?.phone ?? car.dealership_phone ?? site.phone ?? null;
}

/** Everything a listed vehicle's page shows besides the car itself (its markup and islands' props). */
export async function vehiclePageData(site: Site, car: CarDetail, host: string, now: Date) {
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
  const db = await getDb();
  const [similar, enquiry, testDrive] = await Promise.all([
    listSimilarCars(db, { site, now, like: car, excludeSlug: car.slug }),
    vehicleEnquiryConfig(db, site, car.id),
    actions.includes("test_drive") ? vehicleTestDriveConfig(db, site, car.id) : null,
  ]);
  const origin = originForHost(host);
  const noun = primaryVehicleNoun(site.template, site.config.labels.vehicle_noun);
  const jsonLd = vehicleJsonLd(car, {
    market: site.market,
    url: `${origin}${vehiclePath(site.template, car.slug)}`,
    images: car.images.map((image) => new URL(image.url, origin).toString()),
    priceMode: priceModeFor(site.template),
    priceQualifier: site.config.labels.price_qualifier,
  });
  const siteLocation = site.locations.find((l) => l.id === car.location?.id);
  return {
    actions,
    phone,
    assistant,
    similar,
    enquiry,
    testDrive,
    noun,
    jsonLd,
    searchPath: siteSearchPath(site),
    searchLabel: searchHeading({ noun, market: site.market, forSale: false }),
    estimate: vehicleEstimateProps(site, car, actions),
    openNow: vehicleOpenNowProps(siteLocation, now),
    /** The phone bar's main action, in the trade's word ("Book now" on a hire site). */
    phoneBarLabel: localiseText(tradeProfile(site.template).phoneAction, site.market),
  };
}
