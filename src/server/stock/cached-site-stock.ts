import "server-only";
import { cached } from "@/server/cache/cached";
import { type Db, getDb } from "@/server/db/client";
import type { Site } from "@/server/sites/site";
import { stockCacheTags } from "@/server/stock/stock-cache-tags";

const HALF_HOUR_MS = 30 * 60_000;

/**
 * How long a cached read of a site's stock may stand before the clock alone makes it stale:
 * a UTC day (the sold window counts whole days), or half an hour (a vehicle's list dates turn
 * over at the dealer's own midnight, which is on the half hour in some zones, e.g. Adelaide).
 */
export type StockPeriod = "utc-day" | "half-hour";

function periodOf(now: Date, period: StockPeriod): string {
  return period === "utc-day"
    ? now.toISOString().slice(0, 10)
    : String(Math.floor(now.getTime() / HALF_HOUR_MS));
}

/**
 * A read of a site's stock through Next's data cache: keyed by its name, the site, `key` and
 * the period `now` falls in; tagged with the site's stock tags, so a feed change or a
 * configuration change revalidates it at once. `key` must hold everything `read` depends on
 * besides the site and the period (JSON-safe).
 */
export function cachedSiteStock<R>(
  name: string,
  site: Pick<Site, "id" | "dealerships">,
  { now, key = [], period = "utc-day" }: { now: Date; key?: unknown[]; period?: StockPeriod },
  read: (db: Db) => Promise<R>,
): Promise<R> {
  return cached(async (_siteId: number, _key: unknown[], _period: string) => read(await getDb()), [name], {
    tags: () => stockCacheTags(site),
  })(site.id, key, periodOf(now, period));
}
