import "server-only";
import { env } from "@/env";
import { enforceRateLimit } from "@/server/http/rate-limit";
import type { Site } from "@/server/sites/site";

/** Counts one lead write (POST/PUT) for this client and site; 429 with Retry-After when over. */
export async function enforceLeadRateLimit({
  site,
  ip,
}: {
  site: Pick<Site, "id">;
  ip: string;
}): Promise<void> {
  const { LEAD_RATE_LIMIT, LEAD_RATE_LIMIT_WINDOW_SECONDS } = env();
  await enforceRateLimit(
    { name: "lead", points: LEAD_RATE_LIMIT, windowSeconds: LEAD_RATE_LIMIT_WINDOW_SECONDS },
    { site, ip },
  );
}

/**
 * Counts one enquiry sent without JavaScript to a site that asks for the captcha: the browser
 * cannot run the spam check, so a much tighter limit (NOSCRIPT_LEAD_RATE_LIMIT an hour) and
 * the honeypot stand in for it. The enquiry is not lost; a bot gets a few per hour at most.
 */
export async function enforceNoScriptLeadRateLimit({
  site,
  ip,
}: {
  site: Pick<Site, "id">;
  ip: string;
}): Promise<void> {
  await enforceRateLimit(
    { name: "lead-noscript", points: env().NOSCRIPT_LEAD_RATE_LIMIT, windowSeconds: 3600 },
    { site, ip },
  );
}
