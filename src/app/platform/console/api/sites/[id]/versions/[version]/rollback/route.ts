// POST /console/api/sites/{id}/versions/{version}/rollback – restore an earlier version as a new one
import { consoleRoute } from "@/server/console/console-route";
import { rollBackSiteVersion } from "@/server/console/site-settings";

export const POST = consoleRoute(rollBackSiteVersion, { maxBodyBytes: 1024 });
