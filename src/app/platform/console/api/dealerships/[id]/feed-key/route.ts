// POST /console/api/dealerships/{id}/feed-key – issue a new inventory-feed key (shown once)
import { consoleRoute } from "@/server/console/console-route";
import { rotateConsoleFeedKey } from "@/server/console/create-dealership";

export const POST = consoleRoute(rotateConsoleFeedKey, { maxBodyBytes: 1024 });
