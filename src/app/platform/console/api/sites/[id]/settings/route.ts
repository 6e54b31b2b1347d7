// GET|PUT /console/api/sites/{id}/settings – a site's settings, their version and schema; save a new version
import { consoleRoute } from "@/server/console/console-route";
import { getSiteSettings, saveSiteSettings } from "@/server/console/site-settings";

export const GET = consoleRoute(getSiteSettings);
export const PUT = consoleRoute(saveSiteSettings);
