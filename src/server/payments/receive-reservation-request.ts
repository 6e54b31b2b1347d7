import "server-only";
import { z } from "zod";
import { requireJsonFromSameSite } from "@/server/http/require-json-from-same-site";
import type { SiteRouteContext } from "@/server/http/route-handler";
import { enforceLeadRateLimit } from "@/server/leads/enforce-lead-rate-limit";
import { startReservation } from "@/server/payments/start-reservation";
import { siteOriginAt } from "@/server/sites/platform-address";

const body = z
  .object({
    car_slug: z.string().min(1).max(200),
    details: z.record(z.string().max(100), z.unknown()),
    lead_id: z.coerce.number().int().positive().nullish(),
    lead_token: z.string().max(200).nullish(),
  })
  .strict();

/**
 * POST /api/reservations on a site's host: rate-limited like a lead, JSON from the same site,
 * then startReservation. Answers {redirect_url}: the provider's hosted payment page.
 */
export async function receiveReservationRequest(ctx: SiteRouteContext<{ host: string }>): Promise<Response> {
  await enforceLeadRateLimit({ site: ctx.site, ip: ctx.ip });
  requireJsonFromSameSite(ctx.request, ctx.params.host);
  const input = body.parse(await ctx.json());
  const started = await startReservation(ctx.site, {
    carSlug: input.car_slug,
    details: input.details,
    origin: siteOriginAt(ctx.params.host),
    sourceLead: input.lead_id && input.lead_token ? { id: input.lead_id, token: input.lead_token } : null,
  });
  return Response.json(
    { redirect_url: started.redirectUrl, reservation_id: started.reservationId },
    { status: 201, headers: { "cache-control": "no-store" } },
  );
}
