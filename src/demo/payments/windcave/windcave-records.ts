import "server-only";
import { readStandInRecord, writeStandInRecord } from "@/demo/payments/stand-in-records";
import type { DbOrTx } from "@/server/db/client";
import type { PaymentProviderName } from "@/server/payments/payment-provider";

const PROVIDER: PaymentProviderName = "windcave";

// The Windcave stand-in's own storage (demo_provider_records, provider "windcave"): what Windcave keeps
// on its side, so the stand-in survives a restart of the platform.

type WindcaveRecordKind = "session" | "transaction" | "idempotency";

export function readWindcaveRecord<T extends object>(
  db: DbOrTx,
  id: string,
  kind: WindcaveRecordKind,
): Promise<T | null> {
  return readStandInRecord<T>(db, PROVIDER, id, kind);
}

export function writeWindcaveRecord(
  db: DbOrTx,
  id: string,
  kind: WindcaveRecordKind,
  data: Record<string, unknown>,
): Promise<void> {
  return writeStandInRecord(db, { provider: PROVIDER, id, kind, data });
}
