// POST /console/api/stock/import?dealership&mode=preview|apply – a stock CSV, previewed row by row or applied all-or-nothing
import { consoleRoute } from "@/server/console/console-route";
import { importConsoleStock } from "@/server/console/import-console-stock";

export const POST = consoleRoute(importConsoleStock);
