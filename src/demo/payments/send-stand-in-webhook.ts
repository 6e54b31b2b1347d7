import "server-only";
import { callMerchant } from "@/demo/payments/call-merchant";
import { logger } from "@/server/log/logger";

const TIMEOUT_MS = 5000;
const MAX_BODY_BYTES = 64 * 1024;
/** Stripe's pace: 4 attempts over about 8 s. */
const STRIPE_BACKOFF_MS = [0, 500, 2000, 5000] as const;

export interface MerchantDelivery {
  url: URL;
  method: "GET" | "POST";
  body?: string;
  /** Called per attempt, so a retry carries a fresh signature timestamp, as Stripe's does. */
  headers?: () => Record<string, string>;
  /** Whether the merchant took it: a 2xx unless the provider says otherwise (Adyen: "[accepted]"). */
  accepted?: (answer: { status: number; text: string }) => boolean;
  /** The wait before each attempt; its length is the number of attempts. */
  backoffMs: readonly number[];
  /** What the log calls it when every attempt failed. */
  what: string;
}

const is2xx = ({ status }: { status: number }) => status >= 200 && status < 300;

/**
 * One notification from a payment stand-in to the merchant, the way the providers send them:
 * retried on a network error or an answer the provider does not count as taken, with a bounded
 * number of attempts. Never throws; a notification that is never delivered is what the
 * reconciliation job is for.
 */
export async function deliverToMerchant(delivery: MerchantDelivery): Promise<boolean> {
  if (delivery.body !== undefined && Buffer.byteLength(delivery.body) > MAX_BODY_BYTES) return false;
  const accepted = delivery.accepted ?? is2xx;
  const url = delivery.url.toString();
  for (const [attempt, wait] of delivery.backoffMs.entries()) {
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      const answer = await callMerchant(delivery.url, {
        method: delivery.method,
        headers: {
          ...(delivery.body === undefined ? {} : { "content-type": "application/json" }),
          ...delivery.headers?.(),
        },
        ...(delivery.body === undefined ? {} : { body: delivery.body }),
        timeoutMs: TIMEOUT_MS,
      });
      if (accepted(answer)) return true;
      logger().warn({ url, status: answer.status, attempt }, `${delivery.what} refused`);
    } catch (error) {
      logger().warn({ url, err: error, attempt }, `${delivery.what} failed`);
    }
  }
  return false;
}

/** Stripe's webhook: POST, signed per attempt, 2xx, at Stripe's pace. */
export function sendStandInWebhook(input: {
  url: string;
  body: string;
  sign: () => Record<string, string>;
}): Promise<boolean> {
  return deliverToMerchant({
    url: new URL(input.url),
    method: "POST",
    body: input.body,
    headers: input.sign,
    backoffMs: STRIPE_BACKOFF_MS,
    what: "stand-in webhook",
  });
}
