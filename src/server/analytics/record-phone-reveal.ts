import "server-only";
import type { Db } from "../db/client";
import { analytics_events } from "../db/schema/all";
import type { Site } from "../sites/site";

const PHONE_REVEAL_CATEGORY = "phone-reveal";

/**
 * SPEC 4 "Phone reveal": a reveal sends a tracking call with car_id, dealership_id and
 * website_id; it is kept as an analytics event the dealer can count.
 */
export async function recordPhoneReveal(
  db: Db,
  {
    site,
    car_id,
    dealership_id,
    url,
    anon_id = null,
    session_id = null,
  }: {
    site: Pick<Site, "id" | "slug">;
    car_id: number | null;
    dealership_id: number;
    url: string;
    anon_id?: string | null;
    session_id?: string | null;
  },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(analytics_events)
    .values({
      website_id: site.id,
      website_slug: site.slug,
      url,
      category: PHONE_REVEAL_CATEGORY,
      anon_id,
      session_id,
      event_properties: { car_id, dealership_id, website_id: site.id },
    })
    .returning({ id: analytics_events.id });
  return { id: row!.id };
}
