import "server-only";
import { and, asc, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { cars, offers } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";

export interface SiteOffer {
  id: number;
  title: string;
  summary: string;
  ends_at: string | null;
  /** The car the offer is on, when it is on one car. Prices in cents. */
  car: {
    id: number;
    slug: string;
    name: string;
    car_type: "new" | "used" | "demo";
    price: number | null;
    offer_price: number | null;
    offer_extra: number | null;
    primary_image_url: string | null;
    sold: boolean;
  } | null;
}

/** The site's offers that have not ended, in the dealer's order (/special-offers). */
export async function listOffers(
  db: Db,
  { site, now }: { site: Pick<Site, "id">; now: Date },
): Promise<SiteOffer[]> {
  const rows = await db
    .select({
      offer: offers,
      car: {
        id: cars.id,
        slug: cars.slug,
        name: cars.name,
        car_type: cars.car_type,
        price: cars.price,
        offer_price: cars.offer_price,
        offer_extra: cars.offer_extra,
        primary_image_url: cars.primary_image_url,
        sold: cars.sold,
      },
    })
    .from(offers)
    .leftJoin(cars, eq(cars.id, offers.car_id))
    .where(and(eq(offers.website_id, site.id), or(isNull(offers.ends_at), gt(offers.ends_at, now))))
    .orderBy(asc(offers.position), asc(offers.id));
  return rows.map(({ offer, car }) => ({
    id: offer.id,
    title: offer.title,
    summary: offer.summary,
    ends_at: offer.ends_at?.toISOString() ?? null,
    car: car && car.id !== null ? car : null,
  }));
}
