import "server-only";
import { eq } from "drizzle-orm";
import { locationInput } from "@/domain/console/onboarding";
import { formatHours } from "@/domain/site/opening-hours";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import { requireOnboarder } from "@/server/console/onboarding-rules";
import { locations } from "@/server/db/schema/all";
import { validationError } from "@/server/http/app-error";

/**
 * POST /console/api/dealerships/{id}/locations: a location of a dealership in scope, with
 * its address, phones, opening hours (Sunday first, the site's own hours rule) and map
 * position. The dealership's first location is its primary one.
 */
export async function createConsoleLocation({ db, scope, params, json }: ConsoleContext<{ id: string }>) {
  requireOnboarder(scope, "dealer");
  const dealership = await scope.requireDealership(db, pathId(params.id, "dealership"));
  const input = locationInput.parse(await json());
  const existing = await db
    .select({ id: locations.id, slug: locations.slug })
    .from(locations)
    .where(eq(locations.dealership_id, dealership.id));
  if (existing.some((l) => l.slug === input.slug)) {
    throw validationError({ slug: `is already used by another location of ${dealership.name}` });
  }
  const full = [input.street, input.city, `${input.state} ${input.postcode}`.trim()].join(", ");
  const [row] = await db
    .insert(locations)
    .values({
      dealership_id: dealership.id,
      name: input.name,
      slug: input.slug,
      location_type: input.location_type,
      primary: existing.length === 0,
      position: existing.length,
      time_zone: input.time_zone,
      street: input.street,
      city: input.city,
      state: input.state,
      postcode: input.postcode,
      full,
      lat: input.lat,
      long: input.long,
      contact_detail: {
        phone: input.phone,
        mobile: input.mobile,
        email: input.email ?? null,
        opening_hours: input.opening_hours.map((day) =>
          day.status === "open"
            ? { ...day, formated_hours: formatHours(day.open, day.close) }
            : { status: "closed" as const, formated_hours: "Closed" },
        ),
      },
    })
    .returning();
  return Response.json({ location: row }, { status: 201 });
}
