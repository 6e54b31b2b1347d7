import "server-only";
import { env } from "@/env";
import { enforceRateLimit } from "@/server/http/rate-limit";
import type { Site } from "@/server/sites/site";

/**
 * Counts one analytics write (phone reveal, event, click to call) for this client and site;
 * 429 with Retry-After when over ANALYTICS_RATE_LIMIT. A bucket apart
 * from the lead limit, so a chatty page never stops a shopper's enquiry.
 */
export async function enforceAnalyticsRateLimit({
  site,
  ip,
}: {
  site: Pick<Site, "id">;
  ip: string;
}): Promise<void> {
  const { ANALYTICS_RATE_LIMIT, LEAD_RATE_LIMIT_WINDOW_SECONDS } = env();
  await enforceRateLimit(
    { name: "analytics", points: ANALYTICS_RATE_LIMIT, windowSeconds: LEAD_RATE_LIMIT_WINDOW_SECONDS },
    { site, ip },
  );
}
