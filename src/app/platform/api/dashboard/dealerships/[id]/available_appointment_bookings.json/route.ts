// GET /api/dashboard/dealerships/{id}/available_appointment_bookings.json – test drive slots (basic auth)
import { bookingSlotsRoute } from "@/server/leads/booking-slots-route";

export const dynamic = "force-dynamic";
export const GET = bookingSlotsRoute("appointment");
