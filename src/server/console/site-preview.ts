import "server-only";
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { cookies, draftMode } from "next/headers";
import { z } from "zod";
import { env } from "@/env";

/** The cookie a previewing member of staff carries on the site's own host. */
export const PREVIEW_COOKIE = "forecourt-site-preview";

/** How long a preview link and its cookie last. */
export const PREVIEW_LIFETIME_SECONDS = 30 * 60;

const payload = z.object({ s: z.number().int().positive(), e: z.number().int().positive() }).strict();

/**
 * The signing key: derived from the staff sign-in secret for this one purpose (HKDF with its
 * own label), so a preview token can never stand in for a session and the other way round.
 */
function key(): Buffer {
  return Buffer.from(
    hkdfSync("sha256", env().ACCOUNT_AUTH_SECRET, "forecourt", "console site preview v1", 32),
  );
}

function sign(body: string): string {
  return createHmac("sha256", key()).update(body).digest("base64url");
}

/** A short-lived token that lets its bearer preview one unpublished site. */
export function previewToken(siteId: number, now: Date = new Date()): string {
  const body = Buffer.from(
    JSON.stringify({ s: siteId, e: Math.floor(now.getTime() / 1000) + PREVIEW_LIFETIME_SECONDS }),
  ).toString("base64url");
  return `${body}.${sign(body)}`;
}

/** The site id a token was made for, or null (forged, malformed, expired). */
export function readPreviewToken(token: string | undefined | null, now: Date = new Date()): number | null {
  if (!token || token.length > 300) return null;
  const [body, mac, ...rest] = token.split(".");
  if (!body || !mac || rest.length > 0) return null;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let parsed: z.infer<typeof payload>;
  try {
    parsed = payload.parse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
  } catch {
    return null;
  }
  return parsed.e * 1000 > now.getTime() ? parsed.s : null;
}

/**
 * Whether a preview cookie's value (PREVIEW_COOKIE, as the request carries it) is a valid,
 * unexpired token for this site. The one check both renderers make: Next's pages through
 * `isPreviewingSite`, Astro's pages with the cookie they read from their own request.
 */
export function previewCookieOpensSite(cookie: string | undefined | null, siteId: number): boolean {
  return readPreviewToken(cookie) === siteId;
}

/**
 * Whether this Next request previews the site: draft mode is on (so nothing is served from or
 * written to Next's page cache) and the preview cookie names this site. Outside a request
 * (scripts, tests calling a loader directly) nobody previews.
 */
export async function isPreviewingSite(siteId: number): Promise<boolean> {
  try {
    if (!(await draftMode()).isEnabled) return false;
    return previewCookieOpensSite((await cookies()).get(PREVIEW_COOKIE)?.value, siteId);
  } catch {
    return false;
  }
}
