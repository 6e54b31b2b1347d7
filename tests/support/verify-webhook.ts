import { Webhook } from "standardwebhooks";

/**
 * What a receiver does with a lead webhook (src/server/leads/sign-webhook.ts): whether the
 * delivery is authentic and fresh, as the Standard Webhooks library decides it (signature,
 * and a timestamp within five minutes of the receiver's clock). A `whsec_` secret is base64,
 * any other is raw bytes, as the sender reads it.
 */
export function verifyWebhook(body: string, secret: string, headers: Record<string, string>): boolean {
  const verifier = secret.startsWith("whsec_") ? new Webhook(secret) : new Webhook(secret, { format: "raw" });
  try {
    verifier.verify(body, headers);
    return true;
  } catch {
    return false;
  }
}
