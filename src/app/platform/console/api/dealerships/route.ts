// GET|POST /console/api/dealerships – the dealerships in the member's scope; create one
import { consoleRoute } from "@/server/console/console-route";
import { createConsoleDealership } from "@/server/console/create-dealership";
import { listConsoleDealerships } from "@/server/console/list-console-dealerships";

export const GET = consoleRoute(listConsoleDealerships);
export const POST = consoleRoute(createConsoleDealership, { maxBodyBytes: 4096 });
