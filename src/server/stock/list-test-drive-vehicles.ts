import "server-only";
import { localeFor } from "@/domain/site/locale";
import { displayImage } from "@/domain/stock/display-image";
import { parseSearchFilters } from "@/domain/stock/parse-search-filters";
import { priceDisplay, priceModeFor } from "@/domain/stock/price-display";
import { vehiclePath } from "@/domain/stock/vehicle-paths";
import { isAvailable } from "@/domain/stock/vehicle-status";
import type { Site } from "@/server/sites/site";
import { cachedSiteStock } from "@/server/stock/cached-site-stock";
import { searchCars } from "@/server/stock/search-cars";

/** The most vehicles the test-drive form lists (a select longer than this helps nobody). */
const MOST = 150;

export interface TestDriveVehicle {
  id: number;
  /** "2021 Toyota RAV4 GX · $38,990": what the select shows. */
  label: string;
  name: string;
  price: string;
  image: string | null;
  href: string;
}

/**
 * The dealership's vehicles a shopper can test drive (in stock, not sold or reserved), by
 * make and model: the general test-drive form's "Which vehicle?" and the card beside it.
 */
export async function listTestDriveVehicles(site: Site, now: Date): Promise<TestDriveVehicle[]> {
  const { locale } = localeFor(site.market);
  return cachedSiteStock("test-drive-vehicles", site, { now }, async (db) => {
    const result = await searchCars(db, {
      site,
      filters: parseSearchFilters(new URLSearchParams()),
      now,
      perPage: MOST,
    });
    return result.cars
      .filter((car) => isAvailable(car) && !car.reserved)
      .sort((a, b) => `${a.make} ${a.model} ${a.year}`.localeCompare(`${b.make} ${b.model} ${b.year}`))
      .map((car) => {
        const name = [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ");
        const price = priceDisplay(car, {
          noPriceText: site.config.labels.no_price_text,
          locale,
          mode: priceModeFor(site.template),
        }).text;
        return {
          id: car.id,
          label: `${name} · ${price}`,
          name,
          price,
          image: displayImage(car),
          href: vehiclePath(site.template, car.slug),
        };
      });
  });
}
