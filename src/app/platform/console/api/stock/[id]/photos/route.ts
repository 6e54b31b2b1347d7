// GET, POST and PUT /console/api/stock/{id}/photos – a vehicle's photos: list, add (the file, through the media pipeline), reorder
import { addConsoleCarPhoto } from "@/server/console/add-console-car-photo";
import { listConsoleCarPhotos } from "@/server/console/console-car-photos";
import { consoleRoute } from "@/server/console/console-route";
import { reorderConsoleCarPhotos } from "@/server/console/reorder-console-car-photos";

export const GET = consoleRoute(listConsoleCarPhotos);
export const POST = consoleRoute(addConsoleCarPhoto);
export const PUT = consoleRoute(reorderConsoleCarPhotos, { maxBodyBytes: 4 * 1024 });
