// GET /console/api/audit?vehicle&page – the console's recorded changes in the member's scope, newest first

import { consoleRoute } from "@/server/console/console-route";
import { listConsoleAudit } from "@/server/console/list-console-audit";

export const GET = consoleRoute(listConsoleAudit);
