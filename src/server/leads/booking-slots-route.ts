import "server-only";
import { requireDealershipId } from "@/server/dashboard/dashboard-params";
import { requireDashboardAuth } from "@/server/http/require-dashboard-auth";
import { platformRoute } from "@/server/http/route-handler";
import { listBookingSlots } from "@/server/leads/list-booking-slots";

/** GET {dashboard}/dealerships/{id}/available_{service|appointment}_bookings.json, basic auth. */
export function bookingSlotsRoute(kind: "service" | "appointment") {
  return platformRoute<{ id: string }>(async ({ request, db, params }) => {
    requireDashboardAuth(request);
    const dealershipId = await requireDealershipId(db, params.id);
    const slots = await listBookingSlots(db, { dealershipIds: [dealershipId], kind, now: new Date() });
    return Response.json(slots, { headers: { "cache-control": "no-store" } });
  });
}
