import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { cars, shopper_watchlist } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";

/** A saved car as GET /api/auth gives it: what the device stores, plus its state now. */
export interface WatchlistCar {
  id: number;
  name: string;
  slug: string;
  make: string | null;
  model: string | null;
  primary_image_url: string | null;
  price: number | null;
  /** The price when it was saved; differs from `price` after a price change. */
  saved_price: number | null;
  status: "in_stock" | "coming_soon" | "sold";
  sold: boolean;
  reserved: boolean;
}

/** The account's saved cars that this site sells, oldest first. */
export async function listWatchlist(
  db: Db,
  { site, user_id }: { site: Site; user_id: string },
): Promise<WatchlistCar[]> {
  const dealershipIds = site.dealerships.map((d) => d.id);
  if (dealershipIds.length === 0) return [];
  return db
    .select({
      id: cars.id,
      name: cars.name,
      slug: cars.slug,
      make: cars.make,
      model: cars.model,
      primary_image_url: cars.primary_image_url,
      price: cars.price,
      saved_price: shopper_watchlist.saved_price,
      status: cars.status,
      sold: cars.sold,
      reserved: cars.reserved,
    })
    .from(shopper_watchlist)
    .innerJoin(cars, eq(cars.id, shopper_watchlist.car_id))
    .where(and(eq(shopper_watchlist.user_id, user_id), inArray(cars.dealership_id, dealershipIds)))
    .orderBy(asc(shopper_watchlist.created_at), asc(shopper_watchlist.car_id));
}
