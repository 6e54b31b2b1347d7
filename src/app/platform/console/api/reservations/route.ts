// GET /console/api/reservations – the scope's reservations by state, with the provider's references
import { consoleRoute } from "@/server/console/console-route";
import { listConsoleReservations } from "@/server/console/list-console-reservations";

export const GET = consoleRoute(listConsoleReservations);
