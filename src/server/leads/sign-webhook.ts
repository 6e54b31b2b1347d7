import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/** `sha256=<hex HMAC-SHA256 of the raw body>` with the destination's secret. */
export function signWebhook(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** For receivers (and tests): constant-time check of a signature header. */
export function verifyWebhookSignature(body: string, secret: string, header: string | null): boolean {
  if (!header) return false;
  const expected = Buffer.from(signWebhook(body, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
