import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { dealerships } from "@/server/db/schema/all";

/**
 * Gives a dealership a new random inventory-feed key and returns it. Only its SHA-256 is
 * stored, so the key is shown once (by `npm run feed-key`); the old key stops working at
 * once. Null when no dealership has that slug.
 */
export async function issueFeedKey(db: Db, dealershipSlug: string): Promise<string | null> {
  const key = `fck_${randomBytes(24).toString("base64url")}`;
  const hash = createHash("sha256").update(key).digest("hex");
  const updated = await db
    .update(dealerships)
    .set({ feed_key_hash: hash })
    .where(eq(dealerships.slug, dealershipSlug))
    .returning({ id: dealerships.id });
  return updated.length > 0 ? key : null;
}
