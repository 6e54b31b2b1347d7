import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { AdFeedCarRow } from "@/domain/ad-feeds/ad-feed-vehicle";
import type { Db } from "@/server/db/client";
import { cars } from "@/server/db/schema/all";

/** Rows per query: enough to keep round trips few, few enough that memory stays flat. */
const AD_FEED_BATCH = 2000;

/**
 * One batch of a site's feed cars, after `afterId` in id order (keyset paging): a feed of any
 * size is read a batch at a time, and no connection is held between batches, so a slow
 * download never keeps one of the pool's connections.
 */
export async function listAdFeedCars(
  db: Db,
  {
    scope,
    afterId,
    limit = AD_FEED_BATCH,
  }: {
    /** The feed's cars (adFeedScopeSql), built once for all the batches of one feed. */
    scope: SQL;
    afterId: number;
    limit?: number;
  },
): Promise<AdFeedCarRow[]> {
  // Plain rows from the driver (the ORM's per-column mapping cost more than the rest of a
  // feed's reading): integers, booleans and jsonb arrive typed; the listing day as text.
  const result = await db.execute(sql`
    select ${cars.id} as id, ${cars.slug} as slug, ${cars.make} as make, ${cars.model} as model,
      ${cars.series} as series, ${cars.badge} as badge, ${cars.year} as year, ${cars.km} as km,
      ${cars.vin} as vin, ${cars.stocknum} as stocknum, ${cars.car_type} as car_type,
      ${cars.certified} as certified, ${cars.price} as price, ${cars.offer_price} as offer_price,
      ${cars.offer_extra} as offer_extra, ${cars.simple_fuel} as simple_fuel, ${cars.fuel} as fuel,
      ${cars.body} as body, ${cars.transmission} as transmission, ${cars.drive} as drive,
      ${cars.colour} as colour, ${cars.description} as description,
      ${cars.primary_image_url} as primary_image_url, ${cars.images} as images,
      ${cars.dealership_id} as dealership_id, ${cars.location_id} as location_id,
      to_char(${cars.created_at} at time zone 'UTC', 'YYYY-MM-DD') as listed_on
    from ${cars}
    where ${scope} and ${cars.id} > ${afterId}
    order by ${cars.id}
    limit ${limit}`);
  return (result as unknown as { rows: AdFeedCarRow[] }).rows;
}
