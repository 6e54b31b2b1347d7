import "server-only";
import { env } from "@/env";
import { enforceRateLimit } from "@/server/http/rate-limit";
import type { Site } from "@/server/sites/site";

/**
 * Counts one passkey sign-in attempt for this client on this site, by the platform's limiter
 * like the sign-in emails: each attempt starts with a challenge (single-use, 5 minutes), so
 * counting the challenges counts the attempts. A client gets SIGN_IN_RATE_LIMIT_PER_CLIENT
 * of them per window, the same allowance as for sign-in emails.
 */
export async function enforcePasskeySignInRateLimit({ site, ip }: { site: Site; ip: string }) {
  const { SIGN_IN_RATE_LIMIT_PER_CLIENT, SIGN_IN_RATE_LIMIT_WINDOW_SECONDS } = env();
  await enforceRateLimit(
    {
      name: "passkey-sign-in-client",
      points: SIGN_IN_RATE_LIMIT_PER_CLIENT,
      windowSeconds: SIGN_IN_RATE_LIMIT_WINDOW_SECONDS,
    },
    { site, ip },
  );
}
