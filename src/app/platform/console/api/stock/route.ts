// GET /console/api/stock – the scope's vehicles: filtered, sorted and paged on the server
import { consoleRoute } from "@/server/console/console-route";
import { listConsoleStock } from "@/server/console/list-console-stock";

export const GET = consoleRoute(listConsoleStock);
