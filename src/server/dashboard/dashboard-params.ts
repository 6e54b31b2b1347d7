import "server-only";
import { eq } from "drizzle-orm";
import { idParam } from "@/domain/input/id-param";
import { loadSiteById } from "@/server/dashboard/load-site-by-id";
import type { Db } from "@/server/db/client";
import { dealerships } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";
import type { Site } from "@/server/sites/site";

/**
 * The name in a "{name}.json" path segment (Next cannot put a suffix after a dynamic
 * segment, so the route sees "{name}.json" and checks it here), or null.
 */
export function jsonSegment(raw: string): string | null {
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return text.endsWith(".json") && text.length > ".json".length ? text.slice(0, -".json".length) : null;
}

/** The website of a {website_id}, or 404 not_found. */
export async function requireWebsite(db: Db, raw: string | number): Promise<Site> {
  const id = idParam(raw);
  const site = id === null ? null : await loadSiteById(db, id);
  if (!site) throw new AppError("not_found", `No website with id ${raw}.`);
  return site;
}

/** The dealership id of a {id} segment, or 404 not_found (the booking-slot routes' message). */
export async function requireDealershipId(db: Db, raw: string | number): Promise<number> {
  const id = idParam(raw);
  const [row] =
    id === null
      ? []
      : await db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.id, id));
  if (!row) throw new AppError("not_found", `There is no dealership ${raw}.`);
  return row.id;
}
