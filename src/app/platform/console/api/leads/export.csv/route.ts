// GET /console/api/leads/export.csv – the filtered leads inbox as CSV, streamed
import { exportConsoleLeads } from "@/server/console/console-leads";
import { consoleRoute } from "@/server/console/console-route";

export const GET = consoleRoute(exportConsoleLeads);
