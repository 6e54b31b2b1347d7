import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/server/db/client";
import { demoProviderRecords } from "@/server/db/schema/all";
import type { PaymentProviderName } from "@/server/payments/payment-provider";

const PROVIDER: PaymentProviderName = "adyen";

// The Adyen stand-in's own storage (demo_provider_records, provider "adyen"): what Adyen keeps
// on its side, so the stand-in survives a restart of the platform.

type AdyenRecordKind = "payment_link" | "payment" | "modification" | "webhook" | "idempotency";

export async function readAdyenRecord<T>(db: Db, id: string, kind: AdyenRecordKind): Promise<T | null> {
  const [row] = await db
    .select({ data: demoProviderRecords.data })
    .from(demoProviderRecords)
    .where(
      and(
        eq(demoProviderRecords.provider, PROVIDER),
        eq(demoProviderRecords.id, id),
        eq(demoProviderRecords.kind, kind),
      ),
    );
  return row ? (row.data as T) : null;
}

export async function writeAdyenRecord(
  db: DbOrTx,
  id: string,
  kind: AdyenRecordKind,
  data: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(demoProviderRecords)
    .values({ provider: PROVIDER, id, kind, data })
    .onConflictDoUpdate({
      target: [demoProviderRecords.provider, demoProviderRecords.id],
      set: { data, kind, updated_at: sql`now()` },
    });
}

/** Records remember which API key made them (hashed), as Adyen ties objects to a company account. */
export function keyFingerprint(apiKey: string): string {
  return createHash("sha256").update(apiKey).digest("hex").slice(0, 32);
}
