import "server-only";
import { z } from "zod";
import { env } from "@/env";
import { LOGO_MAX_BYTES, LogoError, storeSiteLogo } from "@/server/brand/store-site-logo";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import { expireSitesCache } from "@/server/console/expire-sites-cache";
import { requireOnboarder } from "@/server/console/onboarding-rules";
import { validationError } from "@/server/http/app-error";

/** The JSON body's limit: the 1 MB file as base64, and a little room. */
export const LOGO_BODY_MAX_BYTES = Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 1024;

const body = z
  .object({
    /** The image file, base64 (console changes are JSON only). */
    logo: z
      .string()
      .min(1, "is empty")
      .max(LOGO_BODY_MAX_BYTES, "is over 1 MB")
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, "must be the file in base64"),
  })
  .strict();

/**
 * POST /console/api/sites/{id}/logo {logo}: the site's logo through the platform's logo
 * pipeline (the one `npm run logo` uses): PNG, JPEG, WebP or SVG up to 1 MB, resized, the tab
 * icon drawn from it, stored under MEDIA_DIR; the site shows it on its next request.
 */
export async function uploadConsoleSiteLogo({ db, scope, params, json }: ConsoleContext<{ id: string }>) {
  requireOnboarder(scope, "dealer");
  const site = await scope.requireSite(db, pathId(params.id, "site"));
  const { logo } = body.parse(await json());
  let stored: { logo: string; icon: string };
  try {
    stored = await storeSiteLogo(db, {
      site: site.slug,
      bytes: Buffer.from(logo, "base64"),
      mediaDir: env().MEDIA_DIR,
    });
  } catch (error) {
    if (error instanceof LogoError) throw validationError({ logo: error.message.replace(/^logo: /, "") });
    throw error;
  }
  await expireSitesCache(site.id);
  return Response.json({ logo: stored.logo, icon: stored.icon });
}
