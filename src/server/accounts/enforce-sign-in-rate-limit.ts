import "server-only";
import { createHash } from "node:crypto";
import { env } from "@/env";
import { enforceRateLimit } from "@/server/http/rate-limit";
import type { Site } from "@/server/sites/site";

/**
 * Counts one sign-in email for this client and for this address on this site: an inbox gets
 * at most SIGN_IN_RATE_LIMIT_PER_ADDRESS links per window whoever asks, and one client at most
 * SIGN_IN_RATE_LIMIT_PER_CLIENT (more, since several shoppers may share an address).
 */
export async function enforceSignInRateLimit({ site, ip, email }: { site: Site; ip: string; email: string }) {
  const { SIGN_IN_RATE_LIMIT_PER_ADDRESS, SIGN_IN_RATE_LIMIT_PER_CLIENT, SIGN_IN_RATE_LIMIT_WINDOW_SECONDS } =
    env();
  const windowSeconds = SIGN_IN_RATE_LIMIT_WINDOW_SECONDS;
  await enforceRateLimit(
    { name: "sign-in-client", points: SIGN_IN_RATE_LIMIT_PER_CLIENT, windowSeconds },
    { site, ip },
  );
  // The address stands where the client address usually does (the limiter keys by site and
  // it), hashed so the counters' table holds no shopper's address.
  const address = createHash("sha256").update(email.toLowerCase()).digest("base64url");
  await enforceRateLimit(
    { name: "sign-in-address", points: SIGN_IN_RATE_LIMIT_PER_ADDRESS, windowSeconds },
    { site, ip: address },
  );
}
