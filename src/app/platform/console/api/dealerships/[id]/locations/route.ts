// POST /console/api/dealerships/{id}/locations – add a location to a dealership in scope
import { consoleRoute } from "@/server/console/console-route";
import { createConsoleLocation } from "@/server/console/create-location";

export const POST = consoleRoute(createConsoleLocation, { maxBodyBytes: 16 * 1024 });
