import "server-only";
import { sql } from "drizzle-orm";
import { analyticsKind, eventSource, utcDay } from "@/domain/numbers/event-kind";
import type { Db } from "@/server/db/client";

type Tx = Pick<Db, "execute">;

/**
 * Adds one stored analytics event to the daily rollup (analytics_daily) the console's charts
 * read: one upsert on (site, day, kind, source, dealership, vehicle). The vehicle is the event's
 * car (car_id, or car_slug from the page) only when it is a car of the site's own dealerships,
 * so a page cannot count views against another dealer's car; the dealership is that car's, else
 * the site's own, else 0.
 */
export async function countAnalyticsEvent(
  tx: Tx,
  event: {
    website_id: number;
    category: string;
    url: string;
    properties: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  const carId = typeof event.properties.car_id === "number" ? event.properties.car_id : null;
  const carSlug = typeof event.properties.car_slug === "string" ? event.properties.car_slug : null;
  await tx.execute(sql`
    insert into analytics_daily (website_id, day, kind, source, dealership_id, car_id, count)
    select w.id, ${utcDay(event.at)}::date, ${analyticsKind(event.category)}, ${eventSource(event.url)},
           coalesce(c.dealership_id, w.dealership_id, 0), coalesce(c.id, 0), 1
    from websites w
    left join lateral (
      select cars.id, cars.dealership_id from cars
      where (cars.id = ${carId}::int or cars.slug = ${carSlug}::text)
        and (cars.dealership_id = w.dealership_id
             or cars.dealership_id in (select wd.dealership_id from website_dealerships wd where wd.website_id = w.id))
      limit 1
    ) c on true
    where w.id = ${event.website_id}
    on conflict (website_id, day, kind, source, dealership_id, car_id)
    do update set count = analytics_daily.count + 1`);
}
