import "server-only";
import pg from "pg";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { env } from "../../env";
import { AppError } from "../http/app-error";
import type { Site } from "../sites/site";

// Rate limits must be shared by every web process (DESIGN 2). On the embedded PGlite
// database there is exactly one process, so an in-memory limiter is exact; with
// PostgreSQL (DATABASE_URL) the counters live in a table of that database
// (rate-limiter-flexible's RateLimiterPostgres), shared by every `next start` process.
// A Redis limiter drops in the same way if PostgreSQL ever becomes the bottleneck.

const GLOBAL_KEY = Symbol.for("forecourt.lead-rate-limiter");
type GlobalWithLimiter = typeof globalThis & { [GLOBAL_KEY]?: Promise<RateLimiterAbstract | null> };

async function createLimiter(): Promise<RateLimiterAbstract | null> {
  const { LEAD_RATE_LIMIT, LEAD_RATE_LIMIT_WINDOW_SECONDS, DATABASE_URL } = env();
  if (LEAD_RATE_LIMIT === 0) return null;
  const options = { points: LEAD_RATE_LIMIT, duration: LEAD_RATE_LIMIT_WINDOW_SECONDS, keyPrefix: "lead" };
  if (!DATABASE_URL) return new RateLimiterMemory(options);
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      {
        ...options,
        storeClient: pool,
        storeType: "pool",
        tableName: "rate_limits",
        // If PostgreSQL is briefly unreachable, limit per process rather than refuse leads.
        insuranceLimiter: new RateLimiterMemory(options),
      },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

/** The process's lead limiter (null when limits are off). */
export function getLeadRateLimiter(): Promise<RateLimiterAbstract | null> {
  const g = globalThis as GlobalWithLimiter;
  g[GLOBAL_KEY] ??= createLimiter().catch((error) => {
    g[GLOBAL_KEY] = undefined;
    throw error;
  });
  return g[GLOBAL_KEY];
}

export function leadRateLimitKey(site: Pick<Site, "id">, ip: string): string {
  return `${site.id}:${ip}`;
}

/** Counts one lead write for this client and site; 429 with Retry-After when over the limit. */
export async function enforceLeadRateLimit({
  site,
  ip,
}: {
  site: Pick<Site, "id">;
  ip: string;
}): Promise<void> {
  const limiter = await getLeadRateLimiter();
  if (!limiter) return;
  try {
    await limiter.consume(leadRateLimitKey(site, ip));
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new AppError("rate_limited", `Too many requests. Please try again in ${seconds} seconds.`, {
      headers: { "Retry-After": String(seconds) },
    });
  }
}
