import "server-only";
import { singleton } from "@/server/singleton";

// Wakes delivery workers at once instead of at their next poll. Within a process, a lead write
// calls notifyDeliveryWorker(); across processes, the transaction that writes outbox rows
// sends NOTIFY on DELIVERY_CHANNEL (enqueue-lead-deliveries.ts) and workers on PostgreSQL
// LISTEN for it (listen-for-deliveries.ts). Polling stays as the fallback either way.

/** The PostgreSQL notification channel of new outbox rows. */
export const DELIVERY_CHANNEL = "forecourt_lead_deliveries";

function listeners(): Set<() => void> {
  return singleton("delivery-signal", () => new Set<() => void>());
}

export function notifyDeliveryWorker(): void {
  for (const listener of listeners()) listener();
}

export function onDeliveryNotified(listener: () => void): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}
