import { z } from "zod";
import type { VehicleLookupAnswer } from "@/domain/leads/vehicle-lookup";
import { REGO_STATES } from "@/domain/leads/vehicle-lookup";

/** What a lookup route answers (domain/leads/vehicle-lookup.ts), checked as it arrives. */
const answerSchema = z.object({
  vehicle: z.object({
    rego: z.string(),
    regoState: z.enum(REGO_STATES),
    "Vehicle Make": z.string(),
    "Vehicle Model": z.string(),
    year: z.number(),
    variant: z.string().nullable(),
    body: z.string().nullable(),
    colour: z.string().nullable(),
    vin: z.string().nullable(),
  }),
  valuation: z
    .object({ trade_low: z.number(), trade_high: z.number(), currency: z.literal("AUD") })
    .nullable(),
  demo: z.boolean(),
}) satisfies z.ZodType<VehicleLookupAnswer>;

/** A lookup's outcome: the answer, "none" (no such vehicle or a bad plate) or "unavailable". */
export type VehicleLookupOutcome = VehicleLookupAnswer | "none" | "unavailable";

/**
 * POSTs a vehicle lookup (the trade-in rego lookup, the sell-my-car valuation). An
 * answer that is not a lookup's (a proxy's page, a changed API) counts as unavailable.
 */
export async function lookUpVehicle(
  path: string,
  body: Record<string, unknown>,
): Promise<VehicleLookupOutcome> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) return response.status === 404 || response.status === 422 ? "none" : "unavailable";
    const answer = answerSchema.safeParse(await response.json());
    return answer.success ? answer.data : "unavailable";
  } catch {
    return "unavailable";
  }
}
