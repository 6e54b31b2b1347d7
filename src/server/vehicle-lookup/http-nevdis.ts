import "server-only";
import { z } from "zod";
import {
  ProviderError,
  type ProviderRequestOptions,
  providerJson,
} from "@/server/vehicle-lookup/provider-request";
import type { VehicleLookupProvider } from "@/server/vehicle-lookup/vehicle-lookup-provider";

/**
 * The NEVDIS registration lookup as its data broker serves it:
 *   POST {baseUrl}/vehicles/lookup   x-api-key: {key}   {"plate": "ABC123", "state": "NSW"}
 *   200 {"vehicle": {make, model, variant, body_type, colour, year_of_manufacture, vin}}
 *   404 {"error": "..."} when no vehicle has the plate; 401 for a wrong key.
 * The demo stand-in (stand-in.ts) speaks the same API and adds "demo": true to its answers.
 */
const nevdisAnswer = z.object({
  vehicle: z.object({
    make: z.string().min(1).max(60),
    model: z.string().min(1).max(60),
    variant: z.string().max(80).nullish(),
    body_type: z.string().max(40).nullish(),
    colour: z.string().max(40).nullish(),
    year_of_manufacture: z.number().int().min(1900).max(2100),
    vin: z.string().max(17).nullish(),
  }),
  demo: z.boolean().optional(),
});

export function createHttpNevdis(
  options: { baseUrl: string; apiKey: string } & ProviderRequestOptions,
): VehicleLookupProvider {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/vehicles/lookup`;
  return {
    async lookup({ rego, regoState }) {
      const body = await providerJson(
        "NEVDIS lookup",
        url,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            "x-api-key": options.apiKey,
          },
          body: JSON.stringify({ plate: rego, state: regoState }),
        },
        options,
      );
      if (body === null) return null;
      const parsed = nevdisAnswer.safeParse(body);
      if (!parsed.success)
        throw new ProviderError("An unexpected error occurred: the answer is not a vehicle", 200);
      const v = parsed.data.vehicle;
      return {
        vehicle: {
          rego,
          regoState,
          "Vehicle Make": v.make,
          "Vehicle Model": v.model,
          year: v.year_of_manufacture,
          variant: v.variant ?? null,
          body: v.body_type ?? null,
          colour: v.colour ?? null,
          vin: v.vin ?? null,
        },
        valuation: null,
        demo: parsed.data.demo === true,
      };
    },
  };
}
