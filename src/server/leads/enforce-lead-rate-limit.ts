import "server-only";
import { env } from "../../env";
import { enforceRateLimit } from "../http/rate-limit";
import type { Site } from "../sites/site";

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
