/** Attempts before a delivery is marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** First retry delay; each later one doubles, up to the cap. */
const BASE_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

export type DeliveryOutcome =
  | { status: "delivered" }
  | { status: "pending"; next_attempt_at: Date }
  | { status: "failed" };

/**
 * What happens to a delivery after attempt number `attempt` (from 1): delivered when it
 * succeeded; otherwise retried after 30 s, 1 min, 2 min, … (doubling, capped at 6 h)
 * until `maxAttempts` attempts have failed, then failed for good. A little jitter
 * (0-10 %, from `random`) keeps many failed deliveries from retrying in lockstep.
 */
export function deliveryOutcome(
  attempt: number,
  ok: boolean,
  now: Date,
  options: { maxAttempts?: number; baseDelayMs?: number; random?: () => number } = {},
): DeliveryOutcome {
  if (ok) return { status: "delivered" };
  const maxAttempts = options.maxAttempts ?? MAX_DELIVERY_ATTEMPTS;
  if (attempt >= maxAttempts) return { status: "failed" };
  const base = options.baseDelayMs ?? BASE_RETRY_DELAY_MS;
  const delay = Math.min(base * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
  const jitter = delay * 0.1 * (options.random ?? Math.random)();
  return { status: "pending", next_attempt_at: new Date(now.getTime() + delay + jitter) };
}
