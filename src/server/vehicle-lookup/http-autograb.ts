import "server-only";
import { z } from "zod";
import {
  ProviderError,
  type ProviderRequestOptions,
  providerJson,
} from "@/server/vehicle-lookup/provider-request";
import type { VehicleLookupProvider } from "@/server/vehicle-lookup/vehicle-lookup-provider";

/**
 * AutoGrab's simple registration lookup with a valuation:
 *   GET {baseUrl}/v2/vehicles/registrations/{plate}?region=au&state=NSW[&kms=85000]   ApiKey: {key}
 *   200 {"vehicle": {make, model, badge, body_type, colour, year, vin},
 *        "valuation": {"trade_low", "trade_high"} | null}   (whole dollars)
 *   404 {"error": "..."} when no vehicle has the plate; 401 for a wrong key.
 * The demo stand-in (stand-in.ts) speaks the same API and adds "demo": true to its answers.
 */
const autograbAnswer = z.object({
  vehicle: z.object({
    make: z.string().min(1).max(60),
    model: z.string().min(1).max(60),
    badge: z.string().max(80).nullish(),
    body_type: z.string().max(40).nullish(),
    colour: z.string().max(40).nullish(),
    year: z.number().int().min(1900).max(2100),
    vin: z.string().max(17).nullish(),
  }),
  valuation: z
    .object({ trade_low: z.number().nonnegative(), trade_high: z.number().nonnegative() })
    .nullish(),
  demo: z.boolean().optional(),
});

export function createHttpAutograb(
  options: { baseUrl: string; apiKey: string } & ProviderRequestOptions,
): VehicleLookupProvider {
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    async lookup({ rego, regoState, odometer }) {
      const query = new URLSearchParams({ region: "au", state: regoState });
      if (odometer != null) query.set("kms", String(odometer));
      const body = await providerJson(
        "AutoGrab lookup",
        `${base}/v2/vehicles/registrations/${encodeURIComponent(rego)}?${query}`,
        { method: "GET", headers: { accept: "application/json", ApiKey: options.apiKey } },
        options,
      );
      if (body === null) return null;
      const parsed = autograbAnswer.safeParse(body);
      if (!parsed.success)
        throw new ProviderError("An unexpected error occurred: the answer is not a vehicle", 200);
      const { vehicle: v, valuation } = parsed.data;
      return {
        vehicle: {
          rego,
          regoState,
          "Vehicle Make": v.make,
          "Vehicle Model": v.model,
          year: v.year,
          variant: v.badge ?? null,
          body: v.body_type ?? null,
          colour: v.colour ?? null,
          vin: v.vin ?? null,
        },
        valuation: valuation
          ? {
              trade_low: Math.round(Math.min(valuation.trade_low, valuation.trade_high)),
              trade_high: Math.round(Math.max(valuation.trade_low, valuation.trade_high)),
              currency: "AUD",
            }
          : null,
        demo: parsed.data.demo === true,
      };
    },
  };
}
