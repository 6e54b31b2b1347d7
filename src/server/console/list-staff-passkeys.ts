import "server-only";
import { getAuthenticatorName } from "@better-auth/passkey";
import { asc, eq } from "drizzle-orm";
import type { ConsoleContext } from "@/server/console/console-route";
import { staff_passkeys } from "@/server/db/schema/all";

/** GET /console/api/staff/passkeys: the signed-in member's own passkeys (never the key material). */
export async function listStaffPasskeys({ db, staff }: ConsoleContext<object>): Promise<Response> {
  const rows = await db
    .select({
      id: staff_passkeys.id,
      name: staff_passkeys.name,
      aaguid: staff_passkeys.aaguid,
      created_at: staff_passkeys.createdAt,
    })
    .from(staff_passkeys)
    .where(eq(staff_passkeys.userId, staff.id))
    .orderBy(asc(staff_passkeys.createdAt));
  return Response.json({
    passkeys: rows.map(({ aaguid, name, ...row }) => ({
      ...row,
      name: name?.trim() || getAuthenticatorName(aaguid ?? undefined) || "Passkey",
    })),
  });
}
