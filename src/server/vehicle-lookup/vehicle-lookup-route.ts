import "server-only";
import { z } from "zod";
import { REQUIRED } from "@/domain/leads/messages";
import {
  lookupKindFor,
  normaliseRego,
  REGO_STATES,
  type VehicleLookupRoute,
} from "@/domain/leads/vehicle-lookup";
import { env } from "@/env";
import { AppError } from "@/server/http/app-error";
import { enforceRateLimit } from "@/server/http/rate-limit";
import { siteRoute } from "@/server/http/route-handler";
import { logger } from "@/server/log/logger";
import { ProviderError } from "@/server/vehicle-lookup/provider-request";
import type { VehicleLookupProvider } from "@/server/vehicle-lookup/vehicle-lookup-provider";
import { vehicleLookupProvider } from "@/server/vehicle-lookup/vehicle-lookup-providers";

const PLATE = "must be the plate's 2 to 7 letters and digits";
const STATE = `must be one of ${REGO_STATES.join(", ")}`;
const ODOMETER = "must be a whole number of kilometres up to 2,000,000";

const lookupBody = z
  .object({
    rego: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(16, PLATE)
      .transform((value, ctx) => {
        const plate = normaliseRego(value);
        if (plate !== null) return plate;
        ctx.addIssue({ code: "custom", message: PLATE });
        return z.NEVER;
      }),
    regoState: z.enum(REGO_STATES, { error: STATE }),
    // Form values arrive as text; a number is taken too.
    odometer: z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d{1,7}$/, ODOMETER)
            .transform(Number),
        ],
        { error: ODOMETER },
      )
      .pipe(z.number({ error: ODOMETER }).int(ODOMETER).min(0, ODOMETER).max(2_000_000, ODOMETER))
      .optional(),
  })
  .strict();

/**
 * POST /api/nevdis and POST /api/simple-autograb-lookup (and the trade-in rego lookup,
 * which is the registration lookup): a bounded, validated body {rego, regoState[, odometer]}
 * (422 naming the field), a per-client limit (429), then the provider the site's add-on flags
 * choose (lookupKindFor; 404 on a site without one). Answers
 * {vehicle, valuation, demo}; 404 not_found when no vehicle has the plate; 502
 * provider_unavailable with the data-fetch message once the provider's retries are spent.
 */
export function vehicleLookupRoute(route: VehicleLookupRoute) {
  return siteRoute<{ host: string }>(
    async ({ site, ip, json }) => {
      // Only where the dealer has the provider's add-on (site-config flags.nevdis / autograb).
      const kind = lookupKindFor(route, site.config.flags);
      if (kind === null) throw new AppError("not_found", "This site offers no vehicle lookup here.");
      const { VEHICLE_LOOKUP_RATE_LIMIT, LEAD_RATE_LIMIT_WINDOW_SECONDS } = env();
      await enforceRateLimit(
        {
          name: "vehicle-lookup",
          points: VEHICLE_LOOKUP_RATE_LIMIT,
          windowSeconds: LEAD_RATE_LIMIT_WINDOW_SECONDS,
        },
        { site, ip },
      );
      const query = lookupBody.parse(await json());
      let answer: Awaited<ReturnType<VehicleLookupProvider["lookup"]>>;
      try {
        answer = await vehicleLookupProvider(kind).lookup({
          rego: query.rego,
          regoState: query.regoState,
          odometer: kind === "valuation" ? (query.odometer ?? null) : null,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        logger().warn({ site: site.slug, kind, status: error.status }, "vehicle lookup provider failed");
        throw new AppError("provider_unavailable", error.message);
      }
      if (!answer) {
        throw new AppError("not_found", `No vehicle is registered as ${query.rego} in ${query.regoState}.`, {
          fields: { rego: `no vehicle is registered as ${query.rego} in ${query.regoState}` },
        });
      }
      return Response.json(answer, { headers: { "cache-control": "no-store" } });
    },
    { maxBodyBytes: 1024 },
  );
}
