// PUT /api/leads/{id} – a later step or the final submit of this site's lead (SPEC 4, 7)
import { idParam } from "@/domain/input/id-param";
import { requireJsonFromSameSite } from "@/server/http/require-json-from-same-site";
import { siteRoute } from "@/server/http/route-handler";
import { enforceLeadRateLimit } from "@/server/leads/enforce-lead-rate-limit";
import { LEAD_TOKEN_HEADER } from "@/server/leads/lead-token";
import { idempotencyKeyOf } from "@/server/leads/receive-new-lead";
import { requestHash } from "@/server/leads/request-hash";
import { updateLead } from "@/server/leads/update-lead";

export const PUT = siteRoute<{ host: string; id: string }>(
  async ({ request, site, db, params, ip, json }) => {
    await enforceLeadRateLimit({ site, ip });
    requireJsonFromSameSite(request, params.host);
    const body = await json();
    const leadId = idParam(params.id) ?? -1;
    const { response } = await updateLead(db, {
      site,
      leadId,
      body,
      token: request.headers.get(LEAD_TOKEN_HEADER),
      requestHash: requestHash("PUT", new URL(request.url).pathname, body),
      idempotencyKey: idempotencyKeyOf(request),
    });
    return Response.json(response.body, { status: response.status });
  },
  { zodWrapper: "lead" },
);
