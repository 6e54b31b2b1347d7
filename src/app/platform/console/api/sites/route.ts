// GET|POST /console/api/sites – the sites in the member's scope; create one (unpublished)

import { consoleRoute } from "@/server/console/console-route";
import { createConsoleSite } from "@/server/console/create-site";
import { listConsoleSites } from "@/server/console/list-console-sites";

export const GET = consoleRoute(listConsoleSites);
export const POST = consoleRoute(createConsoleSite, { maxBodyBytes: 8 * 1024 });
