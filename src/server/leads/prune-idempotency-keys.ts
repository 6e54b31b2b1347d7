import "server-only";
import { lt } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { idempotency_keys } from "@/server/db/schema/all";

/** Keys (and spent captcha solutions) are kept this long: far beyond any client's retries. */
const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Removes once-only keys older than the TTL; returns how many went. */
export async function pruneIdempotencyKeys(
  db: Db,
  { now = new Date() }: { now?: Date } = {},
): Promise<number> {
  const removed = await db
    .delete(idempotency_keys)
    .where(lt(idempotency_keys.created_at, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotency_keys.key });
  return removed.length;
}
