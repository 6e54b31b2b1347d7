// POST /console/api/reservations/{id}/release – take a reservation off its car
import { consoleRoute } from "@/server/console/console-route";
import { releaseConsoleReservation } from "@/server/console/release-console-reservation";

export const POST = consoleRoute(releaseConsoleReservation, { maxBodyBytes: 1024 });
