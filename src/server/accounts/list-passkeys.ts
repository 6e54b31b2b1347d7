import "server-only";
import { getAuthenticatorName } from "@better-auth/passkey";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { shopper_passkeys } from "@/server/db/schema/all";

/** A passkey as the shopper sees it on /account: what to recognise it by, never its key. */
export interface PasskeySummary {
  id: string;
  /** The name given when it was added, else the authenticator's maker when known, else "Passkey". */
  name: string;
  created_at: Date;
  /** Synced by the authenticator (a password manager, a phone's keychain) rather than one device. */
  synced: boolean;
}

/** The account's passkeys, oldest first (user ids are already within one account scope). */
export async function listPasskeys(db: Db, { user_id }: { user_id: string }): Promise<PasskeySummary[]> {
  const rows = await db
    .select({
      id: shopper_passkeys.id,
      name: shopper_passkeys.name,
      aaguid: shopper_passkeys.aaguid,
      created_at: shopper_passkeys.createdAt,
      synced: shopper_passkeys.backedUp,
    })
    .from(shopper_passkeys)
    .where(eq(shopper_passkeys.userId, user_id))
    .orderBy(asc(shopper_passkeys.createdAt), asc(shopper_passkeys.id));
  return rows.map(({ aaguid, name, ...row }) => ({
    ...row,
    name: name?.trim() || getAuthenticatorName(aaguid ?? undefined) || "Passkey",
  }));
}
