// GET /api/dashboard/dealerships/{id}/available_service_bookings.json – service slots (basic auth)
import { bookingSlotsRoute } from "@/server/leads/booking-slots-route";

export const dynamic = "force-dynamic";
export const GET = bookingSlotsRoute("service");
