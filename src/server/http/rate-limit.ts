import "server-only";
import pg from "pg";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { env } from "@/env";
import { AppError } from "./app-error";

// Rate limits must be shared by every web process (DESIGN 2). On the embedded PGlite
// database there is exactly one process, so an in-memory limiter is exact; with
// PostgreSQL (DATABASE_URL) the counters live in a table of that database
// (rate-limiter-flexible's RateLimiterPostgres), shared by every `next start` process.
// A Redis limiter drops in the same way if PostgreSQL ever becomes the bottleneck.

export interface RateLimit {
  /** Kept apart from other limits' counters (the key prefix in the shared table). */
  name: string;
  /** Requests allowed per client and site in each window; 0 turns the limit off. */
  points: number;
  windowSeconds: number;
}

type Limiters = Map<string, Promise<RateLimiterAbstract | null>>;
const GLOBAL_KEY = Symbol.for("forecourt.rate-limiters");
type GlobalWithLimiters = typeof globalThis & { [GLOBAL_KEY]?: Limiters };

async function createLimiter({
  name,
  points,
  windowSeconds,
}: RateLimit): Promise<RateLimiterAbstract | null> {
  if (points === 0) return null;
  const options = { points, duration: windowSeconds, keyPrefix: name };
  const { DATABASE_URL } = env();
  if (!DATABASE_URL) return new RateLimiterMemory(options);
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      {
        ...options,
        storeClient: pool,
        storeType: "pool",
        tableName: "rate_limits",
        // If PostgreSQL is briefly unreachable, limit per process rather than refuse requests.
        insuranceLimiter: new RateLimiterMemory(options),
      },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

/** The process's limiter for this limit (null when it is off). */
function getRateLimiter(limit: RateLimit): Promise<RateLimiterAbstract | null> {
  const g = globalThis as GlobalWithLimiters;
  g[GLOBAL_KEY] ??= new Map();
  const limiters = g[GLOBAL_KEY];
  let limiter = limiters.get(limit.name);
  if (!limiter) {
    limiter = createLimiter(limit).catch((error) => {
      limiters.delete(limit.name);
      throw error;
    });
    limiters.set(limit.name, limiter);
  }
  return limiter;
}

function rateLimitKey(site: { id: number }, ip: string): string {
  return `${site.id}:${ip}`;
}

/** Counts one request for this client and site; 429 with Retry-After when over the limit. */
export async function enforceRateLimit(limit: RateLimit, { site, ip }: { site: { id: number }; ip: string }) {
  const limiter = await getRateLimiter(limit);
  if (!limiter) return;
  try {
    await limiter.consume(rateLimitKey(site, ip));
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new AppError("rate_limited", `Too many requests. Please try again in ${seconds} seconds.`, {
      headers: { "Retry-After": String(seconds) },
    });
  }
}
