import "server-only";
import { randomBytes, randomInt } from "node:crypto";
import { max } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { leads } from "@/server/db/schema/all";

/**
 * What a lead whose honeypot is filled is answered with: exactly the
 * shape and status of a stored lead – an id just past the newest real one and a token of the
 * same length – so a bot learns nothing from the answer. Nothing is stored; a PUT with the
 * decoy id and token is "not found", like any other lead that is not the client's.
 */
export async function decoyLeadResponse(
  db: Db,
): Promise<{ status: 201; body: { id: number; token: string } }> {
  const [row] = await db.select({ newest: max(leads.id) }).from(leads);
  const id = (row?.newest ?? 0) + 1 + randomInt(3);
  return { status: 201, body: { id, token: randomBytes(24).toString("base64url") } };
}
