// GET /console/api/stock/export.csv – the filtered stock as CSV (formula-safe cells)
import { consoleRoute } from "@/server/console/console-route";
import { exportConsoleStock } from "@/server/console/list-console-stock";

export const GET = consoleRoute(exportConsoleStock);
