// GET /console/api/leads – the leads inbox: scoped, newest first, filtered, a page at a time
import { listConsoleLeads } from "@/server/console/console-leads";
import { consoleRoute } from "@/server/console/console-route";

export const GET = consoleRoute(listConsoleLeads);
