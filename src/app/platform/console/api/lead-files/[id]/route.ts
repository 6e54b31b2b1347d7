// GET /console/api/lead-files/{download_id}?lead&expires&signature – a lead's uploaded file, by the
// short-lived link the lead's page gave the signed-in member of staff
import { consoleRoute } from "@/server/console/console-route";
import { getConsoleLeadFile } from "@/server/console/get-console-lead-file";

export const GET = consoleRoute(getConsoleLeadFile);
