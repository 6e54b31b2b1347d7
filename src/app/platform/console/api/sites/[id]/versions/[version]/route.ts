// GET /console/api/sites/{id}/versions/{version} – one settings version's whole document
import { consoleRoute } from "@/server/console/console-route";
import { getSiteVersion } from "@/server/console/site-settings";

export const GET = consoleRoute(getSiteVersion);
