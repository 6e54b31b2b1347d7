import path from "node:path";
import { z } from "zod";
import { defined } from "@/domain/defined";
import { isLocalHost } from "@/domain/tenancy/host-origin";
import { isTrustedProxiesSetting } from "@/domain/tenancy/trusted-proxies";

/** Environment, validated once; every setting has a working default for `npm start`. */
const envSchema = z.object({
  DATABASE_URL: z.string().url().optional(),
  /**
   * Redis (redis://host:port/db) shared by every web process and worker: rate limits and
   * sign-in throttles live there when set (otherwise in PostgreSQL, or in memory on PGlite),
   * and /readyz checks it.
   */
  REDIS_URL: z
    .string()
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), { message: "use a redis:// or rediss:// URL" })
    .optional(),
  /**
   * The bearer token a Prometheus scraper sends to GET /metrics on the platform host. Unset:
   * /metrics answers only clients on this machine (loopback).
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** One JSON log line per request from the front server (request id, host, route, status, time). */
  ACCESS_LOG: z.enum(["on", "off"]).default("on"),
  /** The least severe log line written (pino's levels); a misspelt level is refused at start. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * `npm run worker` serves its Prometheus metrics (delivery attempts, the outbox) on this
   * port at /metrics, on loopback only; unset: none.
   */
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
  MEDIA_DIR: z.string().min(1).default(".data/media"),
  PLATFORM_DOMAIN: z.string().min(1).default("localhost"),
  /**
   * The scheme of the sites' absolute URLs (canonical, JSON-LD, sitemap). Unset: http for
   * localhost addresses, https for every other host.
   */
  SITE_URL_SCHEME: z.enum(["http", "https"]).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * The address the front server (npm start) listens on. Loopback by default: the web
   * processes sit behind nginx on the same machine, and a request that reached one around
   * nginx could claim any client address in X-Forwarded-For. Set it (e.g. 0.0.0.0 or a
   * private address) only when the proxy runs elsewhere, with TRUSTED_PROXIES naming it.
   */
  HOST: z.string().min(1).default("127.0.0.1"),
  /**
   * The front server's memory for request bodies being received at once (bytes); one
   * client's bodies may hold BODY_BUFFER_PER_CLIENT_BYTES of it (at least one largest
   * upload), and BODY_BUFFER_SMALL_RESERVE_BYTES of it is kept for small bodies (64 KB or
   * less: every JSON API, form post and webhook), which uploads cannot take.
   */
  BODY_BUFFER_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(256 * 1024 * 1024),
  BODY_BUFFER_PER_CLIENT_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .default(64 * 1024 * 1024),
  BODY_BUFFER_SMALL_RESERVE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(16 * 1024 * 1024),
  /** A request body that arrives slower than this (bytes a second, over 5 s) is cut off; 0 = no minimum. */
  BODY_MIN_BYTES_PER_SECOND: z.coerce
    .number()
    .int()
    .min(0)
    .default(16 * 1024),
  /**
   * The port shoppers reach the platform at, for every link the platform writes (the site
   * directory, feed answers, sign-in emails, payment return URLs, canonical URLs): a request's
   * Host port is never used. npm start sets it to PORT for `next start`, which listens
   * behind the front server on a port of its own. Defaults to PORT; 443 behind TLS.
   */
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * How long (ms) the front server may answer repeats of a shareable page (a cached vehicle
   * page) from memory; 0 turns the microcache off. Kept under a second so a stock change
   * still shows within one.
   */
  PAGE_MICROCACHE_MS: z.coerce.number().int().min(0).max(1000).default(500),
  /**
   * Image resizes (the image optimiser, vehicle and blog social images) one client may ask a
   * web process for each minute; 429 with Retry-After past it; 0 turns the limit off.
   */
  IMAGE_REQUESTS_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  /** Image resizes one web process sends to Next at once (the others wait their turn); default: one a core. */
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Forecourt <leads@forecourt.local>"),
  /** The fixed basic credential of the dashboard data API. */
  DASHBOARD_API_USER: z.string().min(1).default("dashboard"),
  DASHBOARD_API_PASSWORD: z.string().min(1).default("forecourt-demo"),
  /**
   * Vehicle lookups: the NEVDIS registration lookup (POST /api/nevdis, the trade-in rego
   * lookup) and AutoGrab's lookup with a valuation (POST /api/simple-autograb-lookup). Unset,
   * each goes to the platform's own demo stand-in (/demo-providers/..., answers labelled as
   * demo data), reached at localhost:PORT; set the provider's real base URL and key in
   * production.
   */
  NEVDIS_API_URL: z.string().url().optional(),
  NEVDIS_API_KEY: z.string().min(1).default("forecourt-demo-nevdis-key"),
  AUTOGRAB_API_URL: z.string().url().optional(),
  AUTOGRAB_API_KEY: z.string().min(1).default("forecourt-demo-autograb-key"),
  /** How long one try of a lookup may take (ms); 2 retries follow a failed try. */
  VEHICLE_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
  /**
   * Vehicle lookups allowed per client IP and site in each window of
   * LEAD_RATE_LIMIT_WINDOW_SECONDS (each may cost the dealer a provider fee); 0 = off.
   */
  VEHICLE_LOOKUP_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  /** Secret that signs the download links to uploaded lead files in webhooks (and only that). */
  LEAD_FILE_LINK_SECRET: z.string().min(16).default("forecourt-demo-lead-file-link-key-change-me"),
  /** Secret for the self-hosted captcha's HMAC (and only that). */
  CAPTCHA_HMAC_KEY: z.string().min(16).default("forecourt-demo-captcha-key-change-me"),
  /** Secret that signs the token a form needs to update its own lead (PUT /api/leads/{id}). */
  LEAD_TOKEN_SECRET: z.string().min(16).default("forecourt-demo-lead-token-key-change-me"),
  /** Signs shoppers' session cookies and alert unsubscribe links (shopper accounts). */
  ACCOUNT_AUTH_SECRET: z.string().min(32).default("forecourt-demo-account-auth-secret-change-me"),
  /** Sign-in emails per address, and per client address, in SIGN_IN_RATE_LIMIT_WINDOW_SECONDS. */
  SIGN_IN_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).default(5),
  SIGN_IN_RATE_LIMIT_PER_CLIENT: z.coerce.number().int().min(0).default(20),
  /** Hours between two alert checks for one shopper (saved searches, price drops). */
  ALERTS_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 31)
    .default(24),
  SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /**
   * Where shoppers' uploads (with-files) are kept: a private directory, never under MEDIA_DIR
   * (which the public /media route serves). Files leave it only through signed links.
   */
  LEAD_FILES_DIR: z.string().min(1).default(".data/lead-files"),
  /**
   * Which proxies in front of the platform may name the client in X-Forwarded-For (rate
   * limits, the local-only mail outbox, HSTS). Empty (default): none beyond the platform's own
   * front server, so the client is the address that connected to it. A number N: that many
   * proxies in front (e.g. 1 for one nginx). Otherwise a comma-separated list of addresses or
   * CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1/32), or the names loopback/linklocal/uniquelocal.
   */
  TRUSTED_PROXIES: z.string().default("").refine(isTrustedProxiesSetting, {
    message: "use a hop count (0-10) or a comma-separated list of IP addresses / CIDR ranges",
  }),
  /**
   * The reservation reconciliation: how often the worker loop runs it, and how old a
   * pending reservation must be before its provider is asked (the benchmark shortens both).
   */
  PAYMENT_RECONCILE_EVERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /**
   * Set to "off" on the web processes to run lead delivery only in `npm run worker` (any
   * number of workers may share one PostgreSQL database; each job is delivered by one).
   */
  LEAD_WORKER: z.enum(["in-process", "off"]).default("in-process"),
  /**
   * Lead writes (POST/PUT) allowed per client IP and site in each window; 0 turns the limit
   * off (benchmarks). Generous by default: a multi-step form makes 3-4 writes.
   */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(0).default(60),
  LEAD_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * Analytics writes (phone reveals, events, click to call) allowed per client IP and site in
   * each window of LEAD_RATE_LIMIT_WINDOW_SECONDS; 0 turns the limit off. A page view sends
   * one or two.
   */
  ANALYTICS_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
  /**
   * Windcave notifications (GET/POST /api/payments/windcave/webhook) taken per client IP and
   * site in each window of LEAD_RATE_LIMIT_WINDOW_SECONDS; each one makes the server ask
   * Windcave for the session, so it is counted before that call. 0 turns the limit off.
   */
  PAYMENT_NOTIFICATION_RATE_LIMIT: z.coerce.number().int().min(0).default(30),
  /**
   * Questions the local demo assistant (POST /demo-assistant/answers) answers per client IP and
   * site in each window of LEAD_RATE_LIMIT_WINDOW_SECONDS; 0 turns the limit off.
   */
  ASSISTANT_RATE_LIMIT: z.coerce.number().int().min(0).default(20),
  /**
   * Enquiries a browser without JavaScript may send per client IP and site each hour on a site
   * that asks for the captcha (it cannot run the spam check; the honeypot still applies).
   */
  NOSCRIPT_LEAD_RATE_LIMIT: z.coerce.number().int().min(0).default(3),
  /** ALTCHA proof-of-work difficulty: the largest number a browser may have to try. */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_PORT: number };

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const issue = defined(parsed.error.issues[0], "the first issue of a failed parse");
      throw new Error(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
    }
    const e: Env = { ...parsed.data, PUBLIC_PORT: parsed.data.PUBLIC_PORT ?? parsed.data.PORT };
    const problem = secretsProblem(e);
    if (problem) throw new Error(problem);
    cached = e;
  }
  return cached;
}

/** Every secret the platform holds, one purpose each. */
export const SECRET_SETTINGS = [
  "CAPTCHA_HMAC_KEY",
  "LEAD_TOKEN_SECRET",
  "LEAD_FILE_LINK_SECRET",
  "DASHBOARD_API_PASSWORD",
  "ACCOUNT_AUTH_SECRET",
] as const;

/**
 * The demo secrets are public (they are in this file), so on a real domain the platform
 * refuses to start while any of them is still set, or while two purposes share one value
 * (a leaked captcha key must not forge lead tokens). Local addresses (localhost, *.localhost,
 * loopback) keep the zero-configuration demo. Null when the secrets are fine.
 */
export function secretsProblem(
  e: Pick<Env, "PLATFORM_DOMAIN" | (typeof SECRET_SETTINGS)[number]>,
): string | null {
  if (isLocalHost(e.PLATFORM_DOMAIN)) return null;
  const defaults = envSchema.parse({});
  const demo = SECRET_SETTINGS.filter((name) => e[name] === defaults[name]);
  if (demo.length > 0) {
    return `Forecourt will not start: PLATFORM_DOMAIN is ${e.PLATFORM_DOMAIN}, but ${demo.join(", ")} ${
      demo.length === 1 ? "still has its" : "still have their"
    } public demo value; set ${demo.length === 1 ? "it" : "each"} to a long random secret (e.g. \`openssl rand -base64 32\`).`;
  }
  const shared = SECRET_SETTINGS.filter((name, i) =>
    SECRET_SETTINGS.some((other, j) => j !== i && e[other] === e[name]),
  );
  if (shared.length > 0) {
    return `Forecourt will not start: ${shared.join(", ")} share one value; give each purpose its own secret.`;
  }
  return null;
}

export function resolveDataPath(p: string): string {
  return path.isAbsolute(p) ? p : path.join(/*turbopackIgnore: true*/ process.cwd(), p);
}
