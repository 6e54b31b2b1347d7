import "server-only";
import { createChallenge } from "altcha-lib/v1";
import type { Challenge } from "altcha-lib/v1/types";
import { env } from "@/env";
import type { Site } from "@/server/sites/site";

/** A challenge is good for this long: long enough to fill in a long form. */
const CAPTCHA_TTL_MS = 30 * 60 * 1000;

/**
 * A self-hosted ALTCHA proof-of-work challenge (no third party, no network), bound to the
 * site so a solution for one dealer cannot be spent on another, and expiring.
 */
export async function createCaptchaChallenge({
  site,
  now = new Date(),
  maxNumber = env().CAPTCHA_MAX_NUMBER,
}: {
  site: Pick<Site, "id">;
  now?: Date;
  maxNumber?: number;
}): Promise<Challenge> {
  return createChallenge({
    hmacKey: env().CAPTCHA_HMAC_KEY,
    maxnumber: maxNumber,
    expires: new Date(now.getTime() + CAPTCHA_TTL_MS),
    params: { site: String(site.id) },
  });
}
