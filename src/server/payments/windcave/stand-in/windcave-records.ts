import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { demoProviderRecords } from "@/server/db/schema/all";
import type { PaymentProviderName } from "@/server/payments/payment-provider";

const PROVIDER: PaymentProviderName = "windcave";

// The Windcave stand-in's own storage (demo_provider_records, provider "windcave"): what Windcave keeps
// on its side, so the stand-in survives a restart of the platform.

type WindcaveRecordKind = "session" | "transaction" | "idempotency";

export async function readWindcaveRecord<T>(db: Db, id: string, kind: WindcaveRecordKind): Promise<T | null> {
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

export async function writeWindcaveRecord(
  db: Db,
  id: string,
  kind: WindcaveRecordKind,
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

/** Records remember which API key made them (hashed), as Windcave ties a session to the REST user that made it. */
export function keyFingerprint(apiKey: string): string {
  return createHash("sha256").update(apiKey).digest("hex").slice(0, 32);
}
