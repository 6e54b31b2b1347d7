import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { shopper_users } from "@/server/db/schema/all";

/**
 * Deletes the account: its sessions, sign-in methods, passkeys, saved cars and saved searches go with
 * it (foreign keys cascade). Leads are the dealer's records and are not touched.
 */
export async function deleteShopperAccount(db: Db, { user_id }: { user_id: string }): Promise<void> {
  await db.delete(shopper_users).where(eq(shopper_users.id, user_id));
}
