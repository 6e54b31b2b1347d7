import "server-only";
import { eq } from "drizzle-orm";
import { dealerships } from "../db/schema/all";
import { AppError } from "../http/app-error";
import { requireDashboardAuth } from "../http/require-basic-auth";
import { platformRoute } from "../http/route-handler";
import { listBookingSlots } from "./list-booking-slots";

/** GET {dashboard}/dealerships/{id}/available_{service|appointment}_bookings.json (SPEC 7), basic auth. */
export function bookingSlotsRoute(kind: "service" | "appointment") {
  return platformRoute<{ id: string }>(async ({ request, db, params }) => {
    requireDashboardAuth(request);
    const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
    const [dealership] =
      id === null
        ? []
        : await db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.id, id));
    if (!dealership) throw new AppError("not_found", `There is no dealership ${params.id}.`);
    const slots = await listBookingSlots(db, { dealershipIds: [dealership.id], kind, now: new Date() });
    return Response.json(slots, { headers: { "cache-control": "no-store" } });
  });
}
