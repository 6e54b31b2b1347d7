// GET /console/api/sites – the sites in the member's scope

import { consoleRoute } from "@/server/console/console-route";
import { listConsoleSites } from "@/server/console/list-console-sites";

export const GET = consoleRoute(listConsoleSites);
