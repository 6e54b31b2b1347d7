import "server-only";
import { idParam } from "@/domain/input/id-param";
import { CAPTCHA_FIELD, HONEYPOT_FIELD, isHoneypotFilled } from "@/domain/leads/spam-guard";
import { AppError } from "@/server/http/app-error";
import { requireJsonFromSameSite } from "@/server/http/require-json-from-same-site";
import type { SiteRouteContext } from "@/server/http/route-handler";
import { checkMockLead, MOCK_LEAD_ID } from "@/server/leads/check-mock-lead";
import { enforceLeadRateLimit } from "@/server/leads/enforce-lead-rate-limit";
import { verifyCaptcha } from "@/server/leads/verify-captcha";

/** Says on every answer that nothing was stored, for whoever reads the network log. */
const MOCK_LEAD_HEADER = "X-Forecourt-Mock-Lead";

/**
 * POST /mock/leads and PUT /mock/leads/{id} (mock mode): on a site whose forms are in
 * mock mode (forms.mock_leads), the same intake as /api/leads (rate limit, same-site JSON,
 * honeypot, captcha, then the lead's own checks) answering with the same status and shape,
 * but nothing is stored or delivered. Elsewhere it is not found, so it is no free
 * validation service for every site.
 */
export async function receiveMockLead(
  ctx: SiteRouteContext<{ host: string; id?: string }>,
): Promise<Response> {
  const { request, site } = ctx;
  if (!site.config.forms.mock_leads) {
    throw new AppError("not_found", "This site does not take mock leads.");
  }
  await enforceLeadRateLimit({ site, ip: ctx.ip });
  requireJsonFromSameSite(request, ctx.params.host);
  const body = await ctx.json();
  const headers = { [MOCK_LEAD_HEADER]: "nothing stored" };
  let leadId: number | null = null;
  if (ctx.params.id !== undefined) {
    leadId = idParam(ctx.params.id);
    if (leadId === null) throw new AppError("not_found", "No such lead.");
  } else {
    const lead = body !== null && typeof body === "object" ? (body as { lead?: unknown }).lead : undefined;
    const honeypot =
      lead !== null && typeof lead === "object"
        ? (lead as Record<string, unknown>)[HONEYPOT_FIELD]
        : undefined;
    if (isHoneypotFilled(honeypot)) {
      return Response.json({ id: MOCK_LEAD_ID, token: "" }, { status: 201, headers });
    }
    await verifyCaptcha({
      site,
      payload:
        body !== null && typeof body === "object"
          ? (body as Record<string, unknown>)[CAPTCHA_FIELD]
          : undefined,
    });
  }
  const answer = checkMockLead({ site, body, leadId });
  return Response.json(answer.body, { status: answer.status, headers });
}
