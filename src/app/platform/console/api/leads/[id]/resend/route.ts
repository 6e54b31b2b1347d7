// POST /console/api/leads/{id}/resend – send the lead's email to another address, through the outbox
import { consoleRoute } from "@/server/console/console-route";
import { resendConsoleLead } from "@/server/console/resend-console-lead";

export const POST = consoleRoute(resendConsoleLead, { maxBodyBytes: 1024 });
