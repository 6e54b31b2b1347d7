import "server-only";
import pg from "pg";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { env } from "@/env";
import { AppError } from "@/server/http/app-error";
import { getRedis } from "@/server/redis/redis-client";
import { singleton } from "@/server/singleton";

// Rate limits and sign-in throttles must be shared by every web process. Where
// the counters live, by configuration:
// - REDIS_URL set: in Redis (rate-limiter-flexible's RateLimiterRedis, one atomic command per
//   request), shared by every web process;
// - otherwise DATABASE_URL set: in a table of PostgreSQL (RateLimiterPostgres);
// - otherwise (the embedded PGlite, exactly one process): in memory, which is then exact.
// A shared store that is briefly unreachable falls back to a per-process limiter in memory
// (the insurance limiter) rather than refusing requests.

export interface RateLimit {
  /** Kept apart from other limits' counters (the key prefix in the shared store). */
  name: string;
  /** Requests allowed per client and site in each window; 0 turns the limit off. */
  points: number;
  windowSeconds: number;
}

/** Where a limit's counters are kept (see above). */
export function rateLimitStore(e: { REDIS_URL?: string; DATABASE_URL?: string } = env()) {
  return e.REDIS_URL ? "redis" : e.DATABASE_URL ? "postgres" : "memory";
}

async function createLimiter({
  name,
  points,
  windowSeconds,
}: RateLimit): Promise<RateLimiterAbstract | null> {
  if (points === 0) return null;
  const options = { points, duration: windowSeconds, keyPrefix: `forecourt:${name}` };
  const e = env();
  const store = rateLimitStore(e);
  if (store === "memory") return new RateLimiterMemory(options);
  const insuranceLimiter = new RateLimiterMemory(options);
  if (store === "redis") {
    return new RateLimiterRedis({ ...options, storeClient: getRedis(), insuranceLimiter });
  }
  const pool = new pg.Pool({ connectionString: e.DATABASE_URL, max: 2 });
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      {
        ...options,
        keyPrefix: name,
        storeClient: pool,
        storeType: "pool",
        tableName: "rate_limits",
        insuranceLimiter,
      },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

/** The process's limiter for this limit (null when it is off). */
function getRateLimiter(limit: RateLimit): Promise<RateLimiterAbstract | null> {
  const limiters = singleton("rate-limiters", () => new Map<string, Promise<RateLimiterAbstract | null>>());
  const key = `${limit.name}:${limit.points}:${limit.windowSeconds}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    limiter = createLimiter(limit).catch((error) => {
      limiters.delete(key);
      throw error;
    });
    limiters.set(key, limiter);
  }
  return limiter;
}

/**
 * Whether a limiter's rejection is its "over the limit" answer (a RateLimiterRes) rather than
 * a store's failure. Told by its shape, not by `instanceof`: the limiters are shared by the
 * process (`singleton`), and Next's server bundle and Astro's build each load their own copy of
 * the library, so a limiter one renderer created rejects with the other copy's class.
 */
function isRejection(rejection: unknown): rejection is RateLimiterRes {
  if (rejection instanceof RateLimiterRes) return true;
  if (typeof rejection !== "object" || rejection === null || rejection instanceof Error) return false;
  const r = rejection as Record<string, unknown>;
  return typeof r.msBeforeNext === "number" && typeof r.remainingPoints === "number";
}

function rateLimitKey(site: { id: number }, ip: string): string {
  return `${site.id}:${ip}`;
}

function tooMany(rejection: RateLimiterRes, message = "Too many requests."): AppError {
  const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  return new AppError("rate_limited", `${message} Please try again in ${seconds} seconds.`, {
    headers: { "Retry-After": String(seconds) },
  });
}

/** Counts one request for this client and site; 429 with Retry-After when over the limit. */
export async function enforceRateLimit(limit: RateLimit, { site, ip }: { site: { id: number }; ip: string }) {
  const limiter = await getRateLimiter(limit);
  if (!limiter) return;
  try {
    await limiter.consume(rateLimitKey(site, ip));
  } catch (rejection) {
    if (!isRejection(rejection)) throw rejection;
    throw tooMany(rejection);
  }
}

/**
 * A sign-in throttle: failed credentials (`points` per window) from one client, counted in
 * the same shared store as the rate limits. `guard` refuses a client already over the limit
 * (429) before its credentials are even checked; `fail` counts one failure.
 */
export function signInThrottle(limit: RateLimit, ip: string) {
  const key = `0:${ip}`;
  const message = "Too many failed sign-in attempts.";
  return {
    async guard(): Promise<void> {
      const limiter = await getRateLimiter(limit);
      const state = limiter && (await limiter.get(key));
      if (state && state.consumedPoints > limit.points) throw tooMany(state, message);
    },
    async fail(): Promise<void> {
      const limiter = await getRateLimiter(limit);
      if (!limiter) return;
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (!isRejection(rejection)) throw rejection;
        // This failure went over the limit; the caller answers 401 this time, 429 from now on.
      }
    },
  };
}
