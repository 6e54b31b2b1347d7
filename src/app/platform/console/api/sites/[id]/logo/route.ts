// POST /console/api/sites/{id}/logo – upload a site's logo (the platform's logo pipeline)
import { consoleRoute } from "@/server/console/console-route";
import { LOGO_BODY_MAX_BYTES, uploadConsoleSiteLogo } from "@/server/console/upload-site-logo";

export const POST = consoleRoute(uploadConsoleSiteLogo, { maxBodyBytes: LOGO_BODY_MAX_BYTES });
