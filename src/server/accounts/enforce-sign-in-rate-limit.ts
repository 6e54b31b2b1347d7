import "server-only";
import { env } from "@/env";
import { enforceRateLimit } from "../http/rate-limit";
import type { Site } from "../sites/site";

/**
 * Counts one sign-in email for this client and for this address on this site: neither a
 * client nor a victim's inbox gets more than SIGN_IN_RATE_LIMIT links per window.
 */
export async function enforceSignInRateLimit({ site, ip, email }: { site: Site; ip: string; email: string }) {
  const { SIGN_IN_RATE_LIMIT, SIGN_IN_RATE_LIMIT_WINDOW_SECONDS } = env();
  const windowSeconds = SIGN_IN_RATE_LIMIT_WINDOW_SECONDS;
  await enforceRateLimit({ name: "sign-in-client", points: SIGN_IN_RATE_LIMIT, windowSeconds }, { site, ip });
  // The address stands where the client address usually does: the limiter keys by site and it.
  await enforceRateLimit(
    { name: "sign-in-address", points: SIGN_IN_RATE_LIMIT, windowSeconds },
    { site, ip: email.toLowerCase() },
  );
}
