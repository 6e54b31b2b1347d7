// POST /console/api/reservations/{id}/refund – refund a paid deposit through the provider (idempotent)
import { consoleRoute } from "@/server/console/console-route";
import { refundConsoleReservation } from "@/server/console/refund-console-reservation";

export const POST = consoleRoute(refundConsoleReservation, { maxBodyBytes: 1024 });
