// POST /api/reservations – start reserving a car: {car_slug, details} → {redirect_url}
import { siteRoute } from "@/server/http/route-handler";
import { receiveReservationRequest } from "@/server/payments/receive-reservation-request";

export const POST = siteRoute(receiveReservationRequest);
