// POST /console/api/sites/{id}/preview – a 30-minute link to preview the site on its host
import { consoleRoute } from "@/server/console/console-route";
import { previewConsoleSite } from "@/server/console/publish-site";

export const POST = consoleRoute(previewConsoleSite, { maxBodyBytes: 1024 });
