// GET /console/api/me – the signed-in member of staff, their role and what they may do
import { consoleMe } from "@/server/console/console-me";
import { consoleRoute } from "@/server/console/console-route";

export const GET = consoleRoute(consoleMe);
