import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { defined } from "@/domain/defined";
import type { DbOrTx } from "@/server/db/client";
import { dealerships } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";

export interface FeedDealership {
  id: number;
  slug: string;
  name: string;
}

const CHALLENGE = { "www-authenticate": 'Bearer realm="forecourt-inventory-feed"' };

/**
 * The dealership whose inventory-feed key the request carries (`Authorization: Bearer
 * <key>`). Only the key's SHA-256 is stored (dealerships.feed_key_hash); the row is found
 * by that digest, and the digests are compared again in constant time. Looking up by a
 * digest tells a caller nothing useful about any key. A missing or unknown key is 401; a
 * client that keeps sending wrong keys is throttled (429) by platformRoute.
 */
export async function requireFeedDealership(request: Request, db: DbOrTx): Promise<FeedDealership> {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S{8,200})\s*$/i.exec(header);
  if (!match) {
    throw new AppError("unauthorized", "Send the dealership's feed key as `Authorization: Bearer <key>`.", {
      headers: CHALLENGE,
    });
  }
  const digest = createHash("sha256")
    .update(defined(match[1], "the key in a matched Bearer header"))
    .digest();
  const [row] = await db
    .select({
      id: dealerships.id,
      slug: dealerships.slug,
      name: dealerships.name,
      feed_key_hash: dealerships.feed_key_hash,
    })
    .from(dealerships)
    .where(eq(dealerships.feed_key_hash, digest.toString("hex")))
    .limit(1);
  const stored = row?.feed_key_hash ? Buffer.from(row.feed_key_hash, "hex") : null;
  if (!row || !stored || stored.length !== digest.length || !timingSafeEqual(stored, digest)) {
    throw new AppError("unauthorized", "This feed key is not valid.", { headers: CHALLENGE });
  }
  return { id: row.id, slug: row.slug, name: row.name };
}

/**
 * A body that names a dealership (dealership_slug) must name the key's own: a group's feed
 * sending a sister dealership's car with the wrong key is refused (403), not filed under
 * the wrong dealer.
 */
export function assertOwnDealership(dealership: FeedDealership, named: string | null | undefined): void {
  if (named && named !== dealership.slug) {
    throw new AppError(
      "forbidden",
      `This feed key belongs to ${dealership.slug}; it cannot write ${named}'s stock.`,
    );
  }
}
