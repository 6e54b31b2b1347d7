import path from "node:path";
import { z } from "zod";

/** Environment, validated once; every setting has a working default for `npm start`. */
const envSchema = z.object({
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
  MEDIA_DIR: z.string().min(1).default(".data/media"),
  PLATFORM_DOMAIN: z.string().min(1).default("localhost"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Forecourt <leads@forecourt.local>"),
  /** The fixed basic credential of the dashboard data API (SPEC 6). */
  DASHBOARD_API_USER: z.string().min(1).default("dashboard"),
  DASHBOARD_API_PASSWORD: z.string().min(1).default("forecourt-demo"),
  /** Secret for the self-hosted captcha's HMAC. */
  CAPTCHA_HMAC_KEY: z.string().min(16).default("forecourt-demo-captcha-key-change-me"),
  /** Set to "off" to run lead delivery only in `npm run worker`. */
  LEAD_WORKER: z.enum(["in-process", "off"]).default("in-process"),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export function resolveDataPath(p: string): string {
  return path.isAbsolute(p) ? p : path.join(/*turbopackIgnore: true*/ process.cwd(), p);
}
