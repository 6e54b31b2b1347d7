// POST /console/api/staff/invitations – invite someone by email with a role and tenant in scope
import { consoleRoute } from "@/server/console/console-route";
import { inviteStaff } from "@/server/console/invite-staff";

export const POST = consoleRoute(inviteStaff, { maxBodyBytes: 2048 });
