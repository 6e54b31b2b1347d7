import "server-only";
import { extractParams, verifySolution } from "altcha-lib/v1";
import { env } from "@/env";
import { AppError } from "@/server/http/app-error";
import type { Site } from "@/server/sites/site";

export interface VerifiedCaptcha {
  /** Identifies the solved challenge; spent once, in the lead's transaction (see create-lead). */
  challenge: string;
}

/**
 * Checks an ALTCHA solution (base64 JSON, as the widget sends it). Fails closed: anything
 * that cannot be shown to be a valid, unexpired solution of a challenge this server made
 * for this site is refused. Returns null when the site does not ask for a captcha.
 */
export async function verifyCaptcha({
  site,
  payload,
}: {
  site: Pick<Site, "id" | "config">;
  payload: unknown;
}): Promise<VerifiedCaptcha | null> {
  if (!site.config.forms.captcha) return null;
  if (typeof payload !== "string" || payload.trim() === "") {
    throw new AppError(
      "captcha_required",
      "Please complete the spam check (it runs by itself in your browser).",
    );
  }
  const failed = new AppError("captcha_failed", "The spam check failed or expired. Please try again.");
  let decoded: { challenge?: unknown; salt?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    throw failed;
  }
  let ok = false;
  try {
    ok = await verifySolution(payload, env().CAPTCHA_HMAC_KEY, true);
    ok &&= extractParams(payload as string).site === String(site.id);
  } catch {
    ok = false;
  }
  if (!ok || typeof decoded.challenge !== "string") throw failed;
  return { challenge: decoded.challenge };
}
