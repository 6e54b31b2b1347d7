import { z } from "zod";
import { demoRegistration, demoTradeRange } from "@/demo/vehicle-lookup/demo-registry";
import { normaliseRego, REGO_STATES, type RegoState } from "@/domain/leads/vehicle-lookup";

// Local stand-ins for the two lookup providers, for the demo and the tests: they speak the
// providers' APIs (http-nevdis.ts, http-autograb.ts) so the real HTTP adapters run against
// them, chosen only by base URL (NEVDIS_API_URL, AUTOGRAB_API_URL). Their vehicles come from
// the demo registry and every answer says "demo": true, which the site shows the shopper.

const json = (body: unknown, status = 200) => Response.json(body, { status });

const regoStateSchema = z.enum(REGO_STATES);

function stateOf(value: unknown): RegoState | null {
  const parsed = regoStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** NEVDIS's lookup body; a field of another type is as good as missing (400 below). */
const nevdisLookupSchema = z.object({ plate: z.unknown(), state: z.unknown() }).partial();

/** POST {base}/vehicles/lookup, as the NEVDIS broker answers it. */
export async function nevdisStandIn(request: Request, apiKey: string, now = new Date()): Promise<Response> {
  if (request.headers.get("x-api-key") !== apiKey) return json({ error: "Invalid API key" }, 401);
  const body: unknown = await request.json().catch(() => null);
  const parsed = nevdisLookupSchema.safeParse(body);
  const { plate, state } = parsed.success ? parsed.data : {};
  const rego = typeof plate === "string" ? normaliseRego(plate) : null;
  const regoState = stateOf(state);
  if (!rego || !regoState) return json({ error: "plate and state are required" }, 400);
  const car = demoRegistration(rego, regoState, now);
  if (!car) return json({ error: `No vehicle is registered as ${rego} in ${regoState}.` }, 404);
  return json({
    vehicle: {
      make: car.make,
      model: car.model,
      variant: car.variant,
      body_type: car.body,
      colour: car.colour,
      year_of_manufacture: car.year,
      vin: car.vin,
    },
    demo: true,
  });
}

/** GET {base}/v2/vehicles/registrations/{plate}?region=au&state=..&kms=.., as AutoGrab answers it. */
export function autograbStandIn(request: Request, plate: string, apiKey: string, now = new Date()): Response {
  if (request.headers.get("apikey") !== apiKey) return json({ error: "Invalid API key" }, 401);
  const url = new URL(request.url);
  const rego = normaliseRego(plate);
  const regoState = stateOf(url.searchParams.get("state"));
  const kms = url.searchParams.get("kms");
  const odometer = kms !== null && /^\d{1,7}$/.test(kms) ? Number(kms) : null;
  if (!rego || !regoState || url.searchParams.get("region") !== "au" || (kms !== null && odometer === null)) {
    return json({ error: "plate, region=au, state and a whole number of kms are required" }, 400);
  }
  const car = demoRegistration(rego, regoState, now);
  if (!car) return json({ error: `No vehicle is registered as ${rego} in ${regoState}.` }, 404);
  const range = demoTradeRange(car, odometer, now);
  return json({
    vehicle: {
      make: car.make,
      model: car.model,
      badge: car.variant,
      body_type: car.body,
      colour: car.colour,
      year: car.year,
      vin: car.vin,
    },
    valuation: { trade_low: range.low, trade_high: range.high },
    demo: true,
  });
}
