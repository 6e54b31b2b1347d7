import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/server/db/client";
import { idempotency_keys } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";

export interface StoredResponse {
  status: number;
  body: unknown;
}

export type KeyClaim = { kind: "claimed" } | { kind: "replay"; response: StoredResponse };

/**
 * Claims a once-only key inside the write's transaction. The first claim wins and later
 * writes the answer (saveIdempotentResponse) in the same transaction, so a key is either
 * absent or holds a committed answer: a crash before commit leaves nothing, and a retry
 * simply runs again. A concurrent claim of the same key waits on the unique index until the
 * first transaction ends. A key seen before gives that answer (same body) or `onConflict`
 * (other body).
 */
export async function claimIdempotencyKey(
  tx: Tx,
  input: { websiteId: number; key: string; requestHash: string; onConflict: () => AppError },
): Promise<KeyClaim> {
  const inserted = await tx
    .insert(idempotency_keys)
    .values({
      website_id: input.websiteId,
      key: input.key,
      request_hash: input.requestHash,
      response_status: 0,
      response_body: {},
    })
    .onConflictDoNothing()
    .returning({ key: idempotency_keys.key });
  if (inserted.length > 0) return { kind: "claimed" };
  const existing = await findIdempotentResponse(tx, input);
  if (existing) return { kind: "replay", response: existing };
  throw input.onConflict();
}

/**
 * The stored answer for a key and body, null when the key is unused; throws `onConflict()`
 * when the key was used with another body. Read-only: safe before the transaction.
 */
export async function findIdempotentResponse(
  db: DbOrTx,
  input: { websiteId: number; key: string; requestHash: string; onConflict: () => AppError },
): Promise<StoredResponse | null> {
  const [row] = await db
    .select()
    .from(idempotency_keys)
    .where(and(eq(idempotency_keys.website_id, input.websiteId), eq(idempotency_keys.key, input.key)));
  if (!row || row.response_status === 0) return null;
  if (row.request_hash !== input.requestHash) throw input.onConflict();
  return { status: row.response_status, body: row.response_body };
}

export async function saveIdempotentResponse(
  tx: Tx,
  input: { websiteId: number; keys: string[]; response: StoredResponse },
): Promise<void> {
  for (const key of input.keys) {
    await tx
      .update(idempotency_keys)
      .set({ response_status: input.response.status, response_body: input.response.body })
      .where(and(eq(idempotency_keys.website_id, input.websiteId), eq(idempotency_keys.key, key)));
  }
}

export function idempotencyKeyReused(): AppError {
  return new AppError(
    "idempotency_key_reused",
    "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
  );
}

/** The captcha solution is spent through the same table, under its own key space. */
export function captchaKey(challenge: string): string {
  return `captcha:${challenge}`;
}

export function requestKey(idempotencyKey: string): string {
  return `request:${idempotencyKey}`;
}
