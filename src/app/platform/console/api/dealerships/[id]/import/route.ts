// POST /console/api/dealerships/{id}/import – import a dealership's cars from CSV (the feed's checks)
import { consoleRoute } from "@/server/console/console-route";
import { CONSOLE_IMPORT_MAX_BYTES, importConsoleCars } from "@/server/console/import-dealership-cars";

export const POST = consoleRoute(importConsoleCars, { maxBodyBytes: CONSOLE_IMPORT_MAX_BYTES + 1024 });
