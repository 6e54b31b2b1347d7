// POST /api/trade-in/lookup – the vehicle registered to a rego in a state (SPEC 7 trade-in rego lookup)
import { z } from "zod";
import { demoRegoLookup } from "../../../../../../domain/leads/demo-rego-lookup";
import { REQUIRED } from "../../../../../../domain/leads/messages";
import { AppError } from "../../../../../../server/http/app-error";
import { siteRoute } from "../../../../../../server/http/route-handler";
import { enforceLeadRateLimit } from "../../../../../../server/leads/enforce-lead-rate-limit";

const lookupBody = z.object({
  rego: z.string({ error: REQUIRED }).trim().min(1, REQUIRED),
  regoState: z.string({ error: REQUIRED }).trim().min(1, REQUIRED),
});

export const POST = siteRoute(async ({ site, ip, json }) => {
  await enforceLeadRateLimit({ site, ip });
  const { rego, regoState } = lookupBody.parse(await json());
  const vehicle = demoRegoLookup(rego, regoState, new Date());
  if (!vehicle) throw new AppError("not_found", `No vehicle is registered as ${rego} in ${regoState}.`);
  return Response.json({ vehicle });
});
