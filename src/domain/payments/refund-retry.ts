/**
 * How an owed refund (one whose call to the provider failed) is tried again:
 * the wait doubles from REFUND_RETRY_FIRST_SECONDS up to REFUND_RETRY_MAX_SECONDS, and after
 * REFUND_MAX_ATTEMPTS failed attempts Forecourt gives up and raises an alert: the dealer then
 * refunds at the provider by hand. With these numbers the last attempt is about 5 hours after
 * the first (30 s, 1, 2, 4, 8, 16, 32 min, then hourly).
 */
const REFUND_RETRY_FIRST_SECONDS = 30;
const REFUND_RETRY_MAX_SECONDS = 3600;
export const REFUND_MAX_ATTEMPTS = 12;

/**
 * After `attempts` failed attempts (1 or more): when to try next, or null to give up.
 */
export function nextRefundAttempt(attempts: number, now: Date): Date | null {
  if (attempts >= REFUND_MAX_ATTEMPTS) return null;
  const exponent = Math.max(0, attempts - 1);
  const seconds = Math.min(REFUND_RETRY_MAX_SECONDS, REFUND_RETRY_FIRST_SECONDS * 2 ** exponent);
  return new Date(now.getTime() + seconds * 1000);
}
