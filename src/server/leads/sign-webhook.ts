import "server-only";
import { Webhook } from "standardwebhooks";

/**
 * Webhooks are signed the Standard Webhooks way (standardwebhooks.com): `webhook-id` (the
 * delivery's stable id, the same on every retry), `webhook-timestamp` (seconds, the moment
 * of this attempt) and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`).
 * A receiver verifies with any Standard Webhooks library and rejects a timestamp more than
 * five minutes away, so a captured delivery cannot be replayed later.
 *
 * The key is the destination's own secret (site config): a `whsec_<base64>` secret as the
 * standard issues them, or any other string (16+ characters) used as raw bytes.
 */
const WEBHOOK_ID_HEADER = "webhook-id";
const WEBHOOK_TIMESTAMP_HEADER = "webhook-timestamp";
const WEBHOOK_SIGNATURE_HEADER = "webhook-signature";

function webhookSigner(secret: string): Webhook {
  return secret.startsWith("whsec_") ? new Webhook(secret) : new Webhook(secret, { format: "raw" });
}

/** The three Standard Webhooks headers for one delivery attempt. */
export function signWebhook(
  body: string,
  secret: string,
  { id, now }: { id: string; now: Date },
): Record<string, string> {
  return {
    [WEBHOOK_ID_HEADER]: id,
    [WEBHOOK_TIMESTAMP_HEADER]: String(Math.floor(now.getTime() / 1000)),
    [WEBHOOK_SIGNATURE_HEADER]: webhookSigner(secret).sign(id, now, body),
  };
}
