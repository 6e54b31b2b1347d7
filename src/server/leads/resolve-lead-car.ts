import "server-only";
import { and, eq, inArray, or } from "drizzle-orm";
import { idParam } from "@/domain/input/id-param";
import type { DbOrTx } from "@/server/db/client";
import { cars } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";

export interface LeadCar {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  year: number;
  vin: string | null;
  stocknum: string;
  car_type: "new" | "used" | "demo";
  tag: string | null;
  price: number | null;
  primary_image_url: string | null;
  dealership_id: number;
  location_id: number | null;
}

/**
 * The site's car a lead (or a form page's car_id query) refers to, by numeric id or slug;
 * null when the site carries no such car. Cars of other sites' dealerships are never found.
 */
export async function resolveLeadCar(
  db: DbOrTx,
  { site, ref }: { site: Pick<Site, "dealerships">; ref: string | null | undefined },
): Promise<LeadCar | null> {
  const value = ref?.trim();
  if (!value || site.dealerships.length === 0 || !/^[\w-]{1,200}$/.test(value)) return null;
  const id = idParam(value);
  const [car] = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      make: cars.make,
      model: cars.model,
      year: cars.year,
      vin: cars.vin,
      stocknum: cars.stocknum,
      car_type: cars.car_type,
      tag: cars.tag,
      price: cars.price,
      primary_image_url: cars.primary_image_url,
      dealership_id: cars.dealership_id,
      location_id: cars.location_id,
    })
    .from(cars)
    .where(
      and(
        inArray(
          cars.dealership_id,
          site.dealerships.map((d) => d.id),
        ),
        id === null ? eq(cars.slug, value) : or(eq(cars.id, id), eq(cars.slug, value)),
      ),
    )
    .limit(1);
  return car ?? null;
}
