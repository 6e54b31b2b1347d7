// GET /console/api/dealerships/{id} – one dealership in the member's scope
import { consoleRoute } from "@/server/console/console-route";
import { getConsoleDealership } from "@/server/console/list-console-dealerships";

export const GET = consoleRoute(getConsoleDealership);
