// GET /api/captcha – a fresh ALTCHA proof-of-work challenge for this site's forms
import { siteRoute } from "@/server/http/route-handler";
import { createCaptchaChallenge } from "@/server/leads/create-captcha-challenge";

export const dynamic = "force-dynamic";

export const GET = siteRoute(async ({ site }) =>
  Response.json(await createCaptchaChallenge({ site }), { headers: { "cache-control": "no-store" } }),
);
