// GET /console/api/sites/{id}/versions – every settings version of a site, newest first
import { consoleRoute } from "@/server/console/console-route";
import { listSiteVersions } from "@/server/console/site-settings";

export const GET = consoleRoute(listSiteVersions);
