import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { filterUpcomingDates } from "@/domain/stock/filter-upcoming-dates";
import { isValidVehicleSlug } from "@/domain/stock/vehicle-paths";
import type { Db } from "@/server/db/client";
import { cars, dealerships, locations } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";
import { cachedSiteStock } from "@/server/stock/cached-site-stock";
import type { CarDetail } from "@/server/stock/car-detail";
import { carSummaryColumns, toCarSummary } from "@/server/stock/car-summary";
import { stockScopeSql } from "@/server/stock/stock-scope-sql";

/**
 * - listed: in the site's stock now (available, or sold within the site's window): the page.
 * - gone: the site's car, shown on the website, but no longer listed (sold longer ago, or
 *   outside the site's scope): a 404 that offers similar stock.
 * - missing: no such car on this site, or one the dealer hides from the website.
 */
export type VehicleLookup =
  | { kind: "listed"; car: CarDetail }
  | { kind: "gone"; car: Pick<CarDetail, "make" | "model" | "body" | "car_type" | "price" | "year" | "name"> }
  | { kind: "missing" };

/** A car without a location counts its list dates in the locations' default zone. */
const DEFAULT_TIME_ZONE = "Australia/Sydney";

/** One vehicle of a site by slug, with whether the site lists it (one query). */
export async function getVehicle(
  db: Db,
  { site, slug, now }: { site: Pick<Site, "config" | "dealerships">; slug: string; now: Date },
): Promise<VehicleLookup> {
  // Anything but letters, digits, hyphen and underscore is an empty result, unqueried.
  if (!isValidVehicleSlug(slug) || site.dealerships.length === 0) return { kind: "missing" };
  const rows = await db
    .select({
      ...carSummaryColumns(cars),
      vin: cars.vin,
      stocknum: cars.stocknum,
      reservable: cars.reservable,
      dapprice: cars.dapprice,
      file: cars.file,
      thumbnails: cars.thumbnails,
      description: cars.description,
      features: cars.features,
      drive: cars.drive,
      engine: cars.engine,
      colour: cars.colour,
      doors: cars.doors,
      seats: cars.seats,
      gvm_kg: cars.gvm_kg,
      gcm_kg: cars.gcm_kg,
      licence_class: cars.licence_class,
      axles: cars.axles,
      berths: cars.berths,
      length_mm: cars.length_mm,
      tare_kg: cars.tare_kg,
      atm_kg: cars.atm_kg,
      ball_weight_kg: cars.ball_weight_kg,
      engine_cc: cars.engine_cc,
      lams: cars.lams,
      manufacturer_body: cars.manufacturer_body,
      model_id: cars.model_id,
      location_id: cars.location_id,
      payment_processors: cars.payment_processors,
      has_checkout_payment_processor: cars.has_checkout_payment_processor,
      autograb_data: cars.autograb_data,
      show_on_dealer_website: cars.show_on_dealer_website,
      date: cars.date,
      updated_at: cars.updated_at,
      dealership_slug: dealerships.slug,
      dealership_name: dealerships.name,
      dealership_phone: dealerships.phone,
      location: locations,
      listed: sql<boolean>`(${stockScopeSql(site, now)})`,
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealership_id))
    .leftJoin(locations, eq(locations.id, cars.location_id))
    .where(
      and(
        eq(cars.slug, slug),
        inArray(
          cars.dealership_id,
          site.dealerships.map((d) => d.id),
        ),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row?.show_on_dealer_website) return { kind: "missing" };
  if (!row.listed) {
    return {
      kind: "gone",
      car: {
        make: row.make,
        model: row.model,
        body: row.body,
        car_type: row.car_type,
        price: row.price,
        year: row.year,
        name: row.name,
      },
    };
  }
  const { listed: _listed, location, date, updated_at, ...rest } = row;
  const car: CarDetail = {
    ...rest,
    ...toCarSummary(rest),
    // "Vehicle list dates": only today or later, by day, in the dealer's own zone.
    date: filterUpcomingDates(date, now, location?.time_zone ?? DEFAULT_TIME_ZONE),
    updated_at: updated_at.toISOString(),
    location: location
      ? {
          id: location.id,
          name: location.name,
          slug: location.slug,
          phone: location.contact_detail.phone ?? location.contact_detail.landline_phone ?? null,
          street: location.street,
          city: location.city,
          state: location.state,
          postcode: location.postcode,
          full: location.full,
          lat: location.lat,
          long: location.long,
          map_url: location.map_url,
          place_url: location.place_url,
          distribution_locations: location.distribution_locations,
        }
      : null,
  };
  return { kind: "listed", car };
}

/**
 * getVehicle through Next's data cache, keyed by site, slug and half hour, tagged with the
 * site's stock. Half hours, not UTC days: the list dates turn over at the dealer's own
 * midnight, which is on the half hour in some zones (Adelaide).
 */
export function getVehicleCached(
  site: Pick<Site, "id" | "config" | "dealerships">,
  { slug, now }: { slug: string; now: Date },
): Promise<VehicleLookup> {
  if (!isValidVehicleSlug(slug)) return Promise.resolve({ kind: "missing" });
  return cachedSiteStock("vehicle", site, { now, key: [slug], period: "half-hour" }, (db) =>
    getVehicle(db, { site, slug, now }),
  );
}
