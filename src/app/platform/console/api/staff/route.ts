// GET /console/api/staff – the members of staff and pending invitations in scope
import { consoleRoute } from "@/server/console/console-route";
import { listStaff } from "@/server/console/list-staff";

export const GET = consoleRoute(listStaff);
