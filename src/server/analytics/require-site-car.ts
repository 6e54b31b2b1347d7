import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { cars } from "@/server/db/schema/all";
import { validationError } from "@/server/http/app-error";
import type { Site } from "@/server/sites/site";

/**
 * An analytics write may name only a car of the site's own dealerships:
 * another dealer's car id is refused with 422 naming `car_id`. No car (null) is fine.
 */
export async function requireSiteCar(
  db: Db,
  { site, car_id }: { site: Pick<Site, "dealerships">; car_id: number | null },
): Promise<void> {
  if (car_id === null) return;
  const dealershipIds = site.dealerships.map((d) => d.id);
  const [car] =
    dealershipIds.length === 0
      ? []
      : await db
          .select({ id: cars.id })
          .from(cars)
          .where(and(eq(cars.id, car_id), inArray(cars.dealership_id, dealershipIds)))
          .limit(1);
  if (!car) throw validationError({ car_id: "is not a car of this site" });
}
