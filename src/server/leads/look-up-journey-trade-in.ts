import "server-only";
import { lookupFoundMessage, lookupKindFor, normaliseRego, REGO_STATES } from "@/domain/leads/vehicle-lookup";
import { formatPrice } from "@/domain/stock/format-price";
import { env } from "@/env";
import { enforceRateLimit } from "@/server/http/rate-limit";
import { logger } from "@/server/log/logger";
import type { Site } from "@/server/sites/site";
import { ProviderError } from "@/server/vehicle-lookup/provider-request";
import { vehicleLookupProvider } from "@/server/vehicle-lookup/vehicle-lookup-providers";

export interface JourneyTradeInLookup {
  /** The answers with the vehicle's make, model and year filled in where the shopper left them empty. */
  values: Record<string, string>;
  errors: Record<string, string>;
  notice: string;
}

const PLATE = "Please enter the plate's 2 to 7 letters and digits.";
const STATE = "Please choose the state of registration.";

/**
 * The journey's trade-in rego lookup ("Look up my car"): the trade-in valuation's lookup (the
 * provider the site's add-ons choose, lookupKindFor) run on the server for the step's post, so
 * it works without JavaScript too. Under the same per-client limit as POST /api/trade-in/lookup.
 * Nothing is stored; the step is shown again with what was found.
 */
export async function lookUpJourneyTradeIn(input: {
  site: Pick<Site, "id" | "slug" | "config">;
  ip: string;
  values: Record<string, string>;
}): Promise<JourneyTradeInLookup> {
  const { site, values } = input;
  const kind = lookupKindFor("trade-in", site.config.flags);
  const rego = normaliseRego(values.trade_in_rego ?? "");
  const state = REGO_STATES.find((known) => known === values.trade_in_rego_state);
  const errors: Record<string, string> = {};
  if (rego === null) errors.trade_in_rego = PLATE;
  if (state === undefined) errors.trade_in_rego_state = STATE;
  if (kind === null || rego === null || state === undefined || Object.keys(errors).length > 0) {
    return { values, errors, notice: "" };
  }
  const { VEHICLE_LOOKUP_RATE_LIMIT, LEAD_RATE_LIMIT_WINDOW_SECONDS } = env();
  await enforceRateLimit(
    {
      name: "vehicle-lookup",
      points: VEHICLE_LOOKUP_RATE_LIMIT,
      windowSeconds: LEAD_RATE_LIMIT_WINDOW_SECONDS,
    },
    { site, ip: input.ip },
  );
  try {
    const answer = await vehicleLookupProvider(kind).lookup({
      rego,
      regoState: state,
      odometer: null,
    });
    if (!answer) {
      return {
        values,
        errors,
        notice: "We couldn't find that registration; please enter your vehicle's details.",
      };
    }
    const v = answer.vehicle;
    const filled = { ...values };
    const found: Record<string, string> = {
      trade_in_make: String(v["Vehicle Make"]),
      trade_in_model: String(v["Vehicle Model"]),
      trade_in_year: String(v.year),
    };
    for (const [name, value] of Object.entries(found)) if (!filled[name]?.trim()) filled[name] = value;
    return { values: filled, errors, notice: lookupFoundMessage(answer, (n) => formatPrice(n * 100)) };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    logger().warn({ site: site.slug, kind, status: error.status }, "journey trade-in lookup failed");
    return {
      values,
      errors,
      notice: "The registration lookup is unavailable; please enter your vehicle's details.",
    };
  }
}
