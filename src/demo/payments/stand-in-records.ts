import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { demoProviderRecords } from "@/server/db/schema/all";

/**
 * The stand-ins' own storage (what the provider would hold on its side), shared by the three
 * payment stand-ins: one provider-shaped JSON object per (provider, id). With `kind`, a record
 * of another kind under the same id is not found (an Adyen payment id is not a payment link).
 */
export async function readStandInRecord<T extends object>(
  db: DbOrTx,
  provider: string,
  id: string,
  kind?: string,
): Promise<T | null> {
  const [row] = await db
    .select({ data: demoProviderRecords.data })
    .from(demoProviderRecords)
    .where(
      and(
        eq(demoProviderRecords.provider, provider),
        eq(demoProviderRecords.id, id),
        kind === undefined ? undefined : eq(demoProviderRecords.kind, kind),
      ),
    )
    .limit(1);
  return (row?.data as T | undefined) ?? null;
}

/** Writes (or replaces) one record. */
export async function writeStandInRecord(
  db: DbOrTx,
  record: { provider: string; id: string; kind: string; data: Record<string, unknown> },
): Promise<void> {
  await db
    .insert(demoProviderRecords)
    .values(record)
    .onConflictDoUpdate({
      target: [demoProviderRecords.provider, demoProviderRecords.id],
      set: { data: record.data, kind: record.kind, updated_at: sql`now()` },
    });
}

/**
 * Inserts a record only when its id is new; returns false when it was there already (an
 * `Idempotency-Key` seen before: the caller answers with the first result).
 */
export async function insertStandInRecordOnce(
  db: DbOrTx,
  record: { provider: string; id: string; kind: string; data: Record<string, unknown> },
): Promise<boolean> {
  const rows = await db
    .insert(demoProviderRecords)
    .values(record)
    .onConflictDoNothing()
    .returning({ id: demoProviderRecords.id });
  return rows.length > 0;
}

/**
 * Records remember which API key made them (hashed, never the key): Adyen ties objects to a
 * company account and Windcave a session to the REST user that made it.
 */
export function keyFingerprint(apiKey: string): string {
  return createHash("sha256").update(apiKey).digest("hex").slice(0, 32);
}
