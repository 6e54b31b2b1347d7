import "server-only";

// Lets a lead write wake the in-process delivery worker at once instead of at its next poll.
// Process-local by design: a worker in another process still finds the rows by polling.
const GLOBAL_KEY = Symbol.for("forecourt.delivery-signal");
type GlobalWithSignal = typeof globalThis & { [GLOBAL_KEY]?: Set<() => void> };

function listeners(): Set<() => void> {
  const g = globalThis as GlobalWithSignal;
  g[GLOBAL_KEY] ??= new Set();
  return g[GLOBAL_KEY];
}

export function notifyDeliveryWorker(): void {
  for (const listener of listeners()) listener();
}

export function onDeliveryNotified(listener: () => void): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}
