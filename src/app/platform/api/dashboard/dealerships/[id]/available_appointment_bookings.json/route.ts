// GET /api/dashboard/dealerships/{id}/available_appointment_bookings.json – test drive slots (SPEC 7; basic auth)
import { bookingSlotsRoute } from "@/server/leads/booking-slots-route";

export const dynamic = "force-dynamic";
export const GET = bookingSlotsRoute("appointment");
