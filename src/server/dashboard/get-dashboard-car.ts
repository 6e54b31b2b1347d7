import "server-only";
import { isValidVehicleSlug } from "@/domain/stock/vehicle-paths";
import type { DashboardCar } from "@/server/dashboard/dashboard-types";
import { loadSiteById } from "@/server/dashboard/load-site-by-id";
import type { Db } from "@/server/db/client";
import { getVehicle } from "@/server/stock/get-vehicle";

/**
 * A vehicle the website lists, by slug, or null: no such website, a slug that is not
 * letters, digits, hyphen and underscore (never queried), another site's car, a car
 * hidden from the website, or one outside the site's stock scope (sold before its window).
 */
export async function getDashboardCar(
  db: Db,
  { websiteId, slug, now }: { websiteId: number; slug: string; now: Date },
): Promise<DashboardCar | null> {
  if (!isValidVehicleSlug(slug)) return null;
  const site = await loadSiteById(db, websiteId);
  if (!site) return null;
  const lookup = await getVehicle(db, { site, slug, now });
  return lookup.kind === "listed" ? lookup.car : null;
}
