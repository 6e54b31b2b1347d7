import "server-only";
import { createHmac } from "node:crypto";

/**
 * The signing secret a stand-in uses for one merchant account, derived from its secret key, so
 * the demo seed can store the same secret on Forecourt's side (as a dealer copies it from the
 * provider's dashboard) without the two sharing any state. Stand-ins only.
 */
export function standInWebhookSecret(provider: string, secretKey: string): string {
  const digest = createHmac("sha256", `forecourt-stand-in:${provider}`).update(secretKey).digest();
  return provider === "stripe" ? `whsec_${digest.toString("base64url")}` : digest.toString("hex");
}
