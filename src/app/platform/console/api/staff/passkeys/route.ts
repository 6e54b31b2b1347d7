// GET /console/api/staff/passkeys – the signed-in member's own passkeys
import { consoleRoute } from "@/server/console/console-route";
import { listStaffPasskeys } from "@/server/console/list-staff-passkeys";

export const GET = consoleRoute(listStaffPasskeys);
