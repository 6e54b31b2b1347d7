// POST /console/api/deliveries/{id}/retry – send a failed delivery again, through the outbox
import { retryConsoleDelivery } from "@/server/console/console-leads";
import { consoleRoute } from "@/server/console/console-route";

export const POST = consoleRoute(retryConsoleDelivery, { maxBodyBytes: 1024 });
