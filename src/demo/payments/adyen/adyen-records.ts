import "server-only";
import { readStandInRecord, writeStandInRecord } from "@/demo/payments/stand-in-records";
import type { DbOrTx } from "@/server/db/client";
import type { PaymentProviderName } from "@/server/payments/payment-provider";

const PROVIDER: PaymentProviderName = "adyen";

// The Adyen stand-in's own storage (demo_provider_records, provider "adyen"): what Adyen keeps
// on its side, so the stand-in survives a restart of the platform.

type AdyenRecordKind = "payment_link" | "payment" | "modification" | "webhook" | "idempotency";

export function readAdyenRecord<T extends object>(
  db: DbOrTx,
  id: string,
  kind: AdyenRecordKind,
): Promise<T | null> {
  return readStandInRecord<T>(db, PROVIDER, id, kind);
}

export function writeAdyenRecord(
  db: DbOrTx,
  id: string,
  kind: AdyenRecordKind,
  data: Record<string, unknown>,
): Promise<void> {
  return writeStandInRecord(db, { provider: PROVIDER, id, kind, data });
}
