// POST /console/api/sites/{id}/publish – make an unpublished site answer the public
import { consoleRoute } from "@/server/console/console-route";
import { publishConsoleSite } from "@/server/console/publish-site";

export const POST = consoleRoute(publishConsoleSite, { maxBodyBytes: 1024 });
