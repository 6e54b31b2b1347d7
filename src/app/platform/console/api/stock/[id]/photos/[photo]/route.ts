// DELETE /console/api/stock/{id}/photos/{photo} – a photo off the vehicle
import { consoleRoute } from "@/server/console/console-route";
import { removeConsoleCarPhoto } from "@/server/console/remove-console-car-photo";

export const DELETE = consoleRoute(removeConsoleCarPhoto);
