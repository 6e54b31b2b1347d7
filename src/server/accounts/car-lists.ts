import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  boundCarList,
  CAR_LIST_LIMITS,
  CAR_LISTS,
  type CarListName,
  mergeCarList,
} from "@/domain/accounts/car-lists";
import type { Db } from "@/server/db/client";
import { cars, shopper_car_lists } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";

/** A car on one of the lists, as the account page and the device show it. */
interface ListedCar {
  id: number;
  name: string;
  slug: string;
  make: string | null;
  model: string | null;
  primary_image_url: string | null;
}

export type CarLists = Record<CarListName, ListedCar[]>;

/** Which of `ids` are cars this site sells (another dealer's or an unknown id is dropped), in order. */
async function siteCarIds(db: Db, site: Site, ids: readonly number[]): Promise<number[]> {
  const dealershipIds = site.dealerships.map((d) => d.id);
  if (ids.length === 0 || dealershipIds.length === 0) return [];
  const found = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(inArray(cars.id, [...ids]), inArray(cars.dealership_id, dealershipIds)));
  const known = new Set(found.map((c) => c.id));
  return ids.filter((id) => known.has(id));
}

async function storedIds(
  db: Db,
  user_id: string,
  website_id: number,
): Promise<Record<CarListName, number[]>> {
  const rows = await db
    .select({ list: shopper_car_lists.list, car_ids: shopper_car_lists.car_ids })
    .from(shopper_car_lists)
    .where(and(eq(shopper_car_lists.user_id, user_id), eq(shopper_car_lists.website_id, website_id)));
  const ids = { recently_viewed: [], compare: [] } as Record<CarListName, number[]>;
  for (const row of rows) {
    if ((CAR_LISTS as readonly string[]).includes(row.list) && Array.isArray(row.car_ids))
      ids[row.list] = row.car_ids.filter((id): id is number => Number.isSafeInteger(id));
  }
  return ids;
}

/** The account's lists on this site, each car the site still sells, in the list's order. */
export async function listCarLists(
  db: Db,
  { site, user_id }: { site: Site; user_id: string },
): Promise<CarLists> {
  const ids = await storedIds(db, user_id, site.id);
  const all = [...ids.recently_viewed, ...ids.compare];
  const dealershipIds = site.dealerships.map((d) => d.id);
  const rows =
    all.length === 0 || dealershipIds.length === 0
      ? []
      : await db
          .select({
            id: cars.id,
            name: cars.name,
            slug: cars.slug,
            make: cars.make,
            model: cars.model,
            primary_image_url: cars.primary_image_url,
          })
          .from(cars)
          .where(and(inArray(cars.id, all), inArray(cars.dealership_id, dealershipIds)));
  const pick = (list: CarListName) =>
    ids[list].map((id) => rows.find((c) => c.id === id)).filter((c) => c !== undefined);
  return { recently_viewed: pick("recently_viewed"), compare: pick("compare") };
}

/**
 * Stores the device's lists with the account: "merge" (on sign-in) puts the device's cars
 * first and keeps the account's after them, "replace" (a later change on the device) makes
 * the account's list the device's. Either way only this site's cars are kept, each once, at
 * most the list's bound. Lists not given are left as they are.
 */
export async function storeCarLists(
  db: Db,
  {
    site,
    user_id,
    lists,
    mode,
  }: {
    site: Site;
    user_id: string;
    lists: Partial<Record<CarListName, readonly number[]>>;
    mode: "merge" | "replace";
  },
): Promise<void> {
  const have = await storedIds(db, user_id, site.id);
  for (const list of CAR_LISTS) {
    const given = lists[list];
    if (given === undefined) continue;
    const device = await siteCarIds(db, site, boundCarList(given, CAR_LIST_LIMITS[list]));
    const car_ids = mode === "merge" ? mergeCarList(list, have[list], device) : device;
    await db
      .insert(shopper_car_lists)
      .values({ user_id, website_id: site.id, list, car_ids })
      .onConflictDoUpdate({
        target: [shopper_car_lists.user_id, shopper_car_lists.website_id, shopper_car_lists.list],
        set: { car_ids, updated_at: sql`now()` },
      });
  }
}
