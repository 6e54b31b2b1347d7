import "server-only";
import { logger } from "@/server/log/logger";
import { callMerchant } from "@/server/payments/stand-ins/call-merchant";

const ATTEMPTS = 4;
const TIMEOUT_MS = 5000;
const BACKOFF_MS = [0, 500, 2000, 5000];
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Delivers one stand-in webhook the way the providers do: POST, retried with backoff on a
 * network error or a non-2xx answer (bounded: 4 attempts over about 8 s). Never throws; a
 * notification that is never delivered is what the reconciliation job is for. `sign` is called
 * per attempt so a retry carries a fresh timestamp, as Stripe's does.
 */
export async function sendStandInWebhook(input: {
  url: string;
  body: string;
  sign: () => Record<string, string>;
}): Promise<boolean> {
  if (Buffer.byteLength(input.body) > MAX_BODY_BYTES) return false;
  const url = new URL(input.url);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (BACKOFF_MS[attempt]) await new Promise((r) => setTimeout(r, BACKOFF_MS[attempt]));
    try {
      const { status } = await callMerchant(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...input.sign() },
        body: input.body,
        timeoutMs: TIMEOUT_MS,
      });
      if (status >= 200 && status < 300) return true;
      logger().warn({ url: input.url, status, attempt }, "stand-in webhook refused");
    } catch (error) {
      logger().warn({ url: input.url, err: error, attempt }, "stand-in webhook failed");
    }
  }
  return false;
}
