import "server-only";
import { sql } from "drizzle-orm";
import { analyticsKind, eventSource, utcDay } from "@/domain/numbers/event-kind";
import type { Db } from "@/server/db/client";

type Tx = Pick<Db, "execute">;

/**
 * Adds one stored analytics event to the daily rollups the console's charts read, in one
 * statement: an upsert on analytics_daily (site, day, kind, source, dealership) and, for a
 * vehicle page, on analytics_vehicle_daily (site, day, vehicle). The vehicle is the event's car
 * (car_id, or car_slug from the page) only when it is a car of the site's own dealerships, so
 * a page cannot count views against another dealer's car; the dealership is that car's, else
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
  const kind = analyticsKind(event.category);
  const day = utcDay(event.at);
  await tx.execute(sql`
    with site as (
      select w.id, w.dealership_id,
        (select cars.id from cars
         where (cars.id = ${carId}::int or cars.slug = ${carSlug}::text)
           and (cars.dealership_id = w.dealership_id
                or cars.dealership_id in (select wd.dealership_id from website_dealerships wd where wd.website_id = w.id))
         limit 1) as car_id
      from websites w where w.id = ${event.website_id}
    ), event as (
      select site.id as website_id, site.car_id,
             coalesce((select cars.dealership_id from cars where cars.id = site.car_id), site.dealership_id, 0) as dealership_id
      from site
    ), vehicle as (
      insert into analytics_vehicle_daily (website_id, day, car_id, dealership_id, views)
      select website_id, ${day}::date, car_id, dealership_id, 1 from event
      where car_id is not null and ${kind} = 'vehicle_view'
      on conflict (website_id, day, car_id) do update set views = analytics_vehicle_daily.views + 1
    )
    insert into analytics_daily (website_id, day, kind, source, dealership_id, count)
    select website_id, ${day}::date, ${kind}, ${eventSource(event.url)}, dealership_id, 1 from event
    on conflict (website_id, day, kind, source, dealership_id)
    do update set count = analytics_daily.count + 1`);
}
