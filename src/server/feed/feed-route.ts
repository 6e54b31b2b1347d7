import "server-only";
import { FEED_STOCKNUM, parseFeedCar } from "@/domain/stock/feed-car";
import { vehicleBasePath } from "@/domain/stock/vehicle-paths";
import { platformOrigin } from "@/domain/tenancy/host-origin";
import type { FeedWebsite } from "@/server/feed/feed-websites";
import type { FeedDealership } from "@/server/feed/require-feed-key";
import type { FeedCarRef } from "@/server/feed/upsert-feed-car";
import { validationError } from "@/server/http/app-error";
import { platformAddress } from "@/server/sites/platform-address";

/** A feed car with photos is a few KB; 256 KB leaves room for long descriptions. */
export const FEED_BODY_LIMIT = 256 * 1024;

/** The {stocknum} path segment, checked like the body's stocknum field. */
export function feedStocknum(param: string): string {
  let value = param;
  try {
    value = decodeURIComponent(param);
  } catch {
    // left as sent; the pattern below rejects it
  }
  if (!FEED_STOCKNUM.test(value)) {
    throw validationError({ stocknum: "must be 1-40 letters, digits, dots, hyphens or underscores" });
  }
  return value;
}

/** The body of PUT /api/feed/cars/{stocknum}, validated; its stocknum (if any) must be the URL's. */
export function parseFeedBody(body: unknown, stocknum: string) {
  const parsed = parseFeedCar(body);
  if (!parsed.ok) throw validationError(parsed.fields);
  if (parsed.car.stocknum !== undefined && parsed.car.stocknum !== stocknum) {
    throw validationError({ stocknum: `must match the stock number in the URL (${stocknum})` });
  }
  return parsed.car;
}

/** What the feed answers about a car: where it is now shown. */
export function feedCarJson(car: FeedCarRef, dealership: FeedDealership, sites: readonly FeedWebsite[]) {
  const address = platformAddress();
  return {
    ...car,
    dealership_slug: dealership.slug,
    urls: sites.map(
      (site) => `${platformOrigin(address, site.slug)}${vehicleBasePath(site.template)}/${car.slug}`,
    ),
  };
}
