// GET /console/api/leads/{id} – a lead's fields, tracking data, files and deliveries with attempts
import { getConsoleLead } from "@/server/console/console-leads";
import { consoleRoute } from "@/server/console/console-route";

export const GET = consoleRoute(getConsoleLead);
