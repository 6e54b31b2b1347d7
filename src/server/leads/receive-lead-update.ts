import "server-only";
import { idParam } from "@/domain/input/id-param";
import { requireJsonFromSameSite } from "@/server/http/require-json-from-same-site";
import type { SiteRouteContext } from "@/server/http/route-handler";
import { enforceLeadRateLimit } from "@/server/leads/enforce-lead-rate-limit";
import { LEAD_TOKEN_HEADER } from "@/server/leads/lead-token";
import { readIdempotencyKey } from "@/server/leads/read-idempotency-key";
import { requestHash } from "@/server/leads/request-hash";
import { writeLead } from "@/server/leads/write-lead";

/**
 * PUT /api/leads/{id}: a later step, or the final submit, of a lead this site
 * created, with the token its POST answered (X-Lead-Token): rate limit, same-site JSON, then
 * writeLead. A retry with the same Idempotency-Key and body gets the first answer.
 */
export async function receiveLeadUpdate(
  ctx: SiteRouteContext<{ host: string; id: string }>,
): Promise<Response> {
  const { request, site, db, params } = ctx;
  await enforceLeadRateLimit({ site, ip: ctx.ip });
  requireJsonFromSameSite(request, params.host);
  const body = await ctx.json();
  const { response } = await writeLead(db, {
    site,
    lead: { id: idParam(params.id) ?? -1, token: request.headers.get(LEAD_TOKEN_HEADER) },
    body,
    requestHash: requestHash("PUT", new URL(request.url).pathname, body),
    idempotencyKey: readIdempotencyKey(request),
  });
  return Response.json(response.body, { status: response.status });
}
