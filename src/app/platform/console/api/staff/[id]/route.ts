// DELETE /console/api/staff/{id} – remove a member's console access (not one's own)
import { consoleRoute } from "@/server/console/console-route";
import { removeStaffMember } from "@/server/console/remove-staff-member";

export const DELETE = consoleRoute(removeStaffMember, { maxBodyBytes: 1024 });
