import "server-only";
import { and, asc, gt } from "drizzle-orm";
import type { AdFeedCarRow } from "@/domain/ad-feeds/ad-feed-vehicle";
import { adFeedScopeSql } from "@/server/ad-feeds/ad-feed-scope-sql";
import type { Db } from "@/server/db/client";
import { cars } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";

/** Rows per query: enough to keep round trips few, few enough that memory stays flat. */
const AD_FEED_BATCH = 1000;

/**
 * One batch of a site's feed cars, after `afterId` in id order (keyset paging): a feed of any
 * size is read a batch at a time, and no connection is held between batches, so a slow
 * download never keeps one of the pool's connections.
 */
export async function listAdFeedCars(
  db: Db,
  { site, now, afterId, limit = AD_FEED_BATCH }: { site: Site; now: Date; afterId: number; limit?: number },
): Promise<AdFeedCarRow[]> {
  return db
    .select({
      id: cars.id,
      slug: cars.slug,
      make: cars.make,
      model: cars.model,
      series: cars.series,
      badge: cars.badge,
      year: cars.year,
      km: cars.km,
      vin: cars.vin,
      stocknum: cars.stocknum,
      car_type: cars.car_type,
      certified: cars.certified,
      price: cars.price,
      offer_price: cars.offer_price,
      offer_extra: cars.offer_extra,
      simple_fuel: cars.simple_fuel,
      fuel: cars.fuel,
      body: cars.body,
      transmission: cars.transmission,
      drive: cars.drive,
      colour: cars.colour,
      description: cars.description,
      primary_image_url: cars.primary_image_url,
      images: cars.images,
      dealership_id: cars.dealership_id,
      location_id: cars.location_id,
      created_at: cars.created_at,
    })
    .from(cars)
    .where(and(adFeedScopeSql(site, now), gt(cars.id, afterId)))
    .orderBy(asc(cars.id))
    .limit(limit);
}
