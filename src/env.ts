import path from "node:path";
import { z } from "zod";
import { isLocalHost } from "./domain/tenancy/host-origin";

/** Environment, validated once; every setting has a working default for `npm start`. */
const envSchema = z.object({
  DATABASE_URL: z.string().url().optional(),
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
   * The port shoppers reach the platform at, for the links the platform prints (the site
   * directory, feed answers). npm start sets it to PORT for `next start`, which listens
   * behind the front server on a port of its own. Defaults to PORT.
   */
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * How long (ms) the front server may answer repeats of a shareable page (a cached vehicle
   * page) from memory; 0 turns the microcache off. Kept under a second so a stock change
   * still shows within one.
   */
  PAGE_MICROCACHE_MS: z.coerce.number().int().min(0).max(1000).default(500),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Forecourt <leads@forecourt.local>"),
  /** The fixed basic credential of the dashboard data API (SPEC 6). */
  DASHBOARD_API_USER: z.string().min(1).default("dashboard"),
  DASHBOARD_API_PASSWORD: z.string().min(1).default("forecourt-demo"),
  /**
   * Read the dashboard data through its HTTP API at this base (e.g.
   * http://data-tier:3000/api/dashboard) instead of in-process; the staging URL replaces it
   * for sites with the staging flag (SPEC 7).
   */
  DASHBOARD_DATA_URL: z.string().url().optional(),
  DASHBOARD_DATA_STAGING_URL: z.string().url().optional(),
  /** Secret that signs the download links to uploaded lead files in webhooks. */
  LEAD_FILE_LINK_SECRET: z.string().min(16).default("forecourt-demo-lead-file-link-key-change-me"),
  /** Secret for the self-hosted captcha's HMAC. */
  CAPTCHA_HMAC_KEY: z.string().min(16).default("forecourt-demo-captcha-key-change-me"),
  /** Set to "off" to run lead delivery only in `npm run worker`. */
  LEAD_WORKER: z.enum(["in-process", "off"]).default("in-process"),
  /**
   * Lead writes (POST/PUT) allowed per client IP and site in each window; 0 turns the limit
   * off (benchmarks). Generous by default: a multi-step form makes 3-4 writes.
   */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(0).default(60),
  LEAD_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** ALTCHA proof-of-work difficulty: the largest number a browser may have to try. */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_PORT: number };

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
    }
    cached = { ...parsed.data, PUBLIC_PORT: parsed.data.PUBLIC_PORT ?? parsed.data.PORT };
    warnAboutDemoSecrets(cached);
  }
  return cached;
}

const DEMO_SECRETS = ["DASHBOARD_API_PASSWORD", "LEAD_FILE_LINK_SECRET", "CAPTCHA_HMAC_KEY"] as const;

/** The demo secrets are public (they are in this file): say so when serving a real domain. */
function warnAboutDemoSecrets(e: Env): void {
  if (isLocalHost(e.PLATFORM_DOMAIN)) return;
  const defaults = envSchema.parse({});
  const still = DEMO_SECRETS.filter((name) => e[name] === defaults[name]);
  if (still.length > 0) {
    console.warn(
      `Forecourt: PLATFORM_DOMAIN is ${e.PLATFORM_DOMAIN}, but ${still.join(", ")} still have their public demo values; set them.`,
    );
  }
}

export function resolveDataPath(p: string): string {
  return path.isAbsolute(p) ? p : path.join(/*turbopackIgnore: true*/ process.cwd(), p);
}
