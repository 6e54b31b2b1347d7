// GET|POST /console/api/groups – the dealer groups in scope; create one (operator only)
import { consoleRoute } from "@/server/console/console-route";
import { createConsoleGroup, listConsoleGroups } from "@/server/console/dealer-groups";

export const GET = consoleRoute(listConsoleGroups);
export const POST = consoleRoute(createConsoleGroup, { maxBodyBytes: 4096 });
