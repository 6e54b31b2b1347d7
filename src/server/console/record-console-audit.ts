import "server-only";
import type { StaffMember } from "@/server/console/console-route";
import type { DbOrTx } from "@/server/db/client";
import { console_audit } from "@/server/db/schema/all";

/**
 * Records one console change (who, when, what: the row's fields before and after) in the
 * append-only console_audit table. Call it inside the change's own transaction, so a change
 * is never without its record.
 */
export async function recordConsoleAudit(
  tx: DbOrTx,
  entry: {
    staff: StaffMember;
    dealershipId: number | null;
    entity: "car" | "reservation" | "import";
    entityId: string | number;
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    now?: Date;
  },
): Promise<void> {
  await tx.insert(console_audit).values({
    staff_user_id: entry.staff.id,
    staff_email: entry.staff.email,
    dealership_id: entry.dealershipId,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    action: entry.action,
    before: entry.before,
    after: entry.after,
    created_at: entry.now ?? new Date(),
  });
}
