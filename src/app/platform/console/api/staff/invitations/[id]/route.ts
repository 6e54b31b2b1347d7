// DELETE /console/api/staff/invitations/{id} – revoke a pending invitation
import { consoleRoute } from "@/server/console/console-route";
import { revokeStaffInvitation } from "@/server/console/revoke-staff-invitation";

export const DELETE = consoleRoute(revokeStaffInvitation, { maxBodyBytes: 1024 });
