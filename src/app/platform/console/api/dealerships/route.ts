// GET /console/api/dealerships – the dealerships in the member's scope
import { consoleRoute } from "@/server/console/console-route";
import { listConsoleDealerships } from "@/server/console/list-console-dealerships";

export const GET = consoleRoute(listConsoleDealerships);
