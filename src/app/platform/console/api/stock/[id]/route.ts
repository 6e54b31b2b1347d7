// PATCH /console/api/stock/{id} – price, status (mark sold), badges and visibility of a vehicle
import { consoleRoute } from "@/server/console/console-route";
import { editConsoleCar } from "@/server/console/edit-console-car";

export const PATCH = consoleRoute(editConsoleCar, { maxBodyBytes: 4 * 1024 });
