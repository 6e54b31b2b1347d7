// POST /console/api/leads/{id}/status – the dealer's status of a lead and a note
import { setConsoleLeadStatus } from "@/server/console/console-leads";
import { consoleRoute } from "@/server/console/console-route";

export const POST = consoleRoute(setConsoleLeadStatus, { maxBodyBytes: 8 * 1024 });
