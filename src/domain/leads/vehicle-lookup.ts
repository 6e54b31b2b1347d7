/** Lookups: the Australian states and territories a registration belongs to. */
export const REGO_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
export type RegoState = (typeof REGO_STATES)[number];

/** A plate as authorities print it: letters and digits, upper case, 2-7 characters. */
export function normaliseRego(rego: string): string | null {
  const cleaned = rego.replace(/[\s-]/g, "").toUpperCase();
  return /^[A-Z0-9]{2,7}$/.test(cleaned) ? cleaned : null;
}

/**
 * What the vehicle lookups (POST /api/nevdis, POST /api/simple-autograb-lookup and the
 * trade-in rego lookup) answer the browser. The vehicle's keys are the form's field names, so
 * a found vehicle fills the form as it is.
 */
export interface LookupVehicle {
  rego: string;
  regoState: RegoState;
  "Vehicle Make": string;
  "Vehicle Model": string;
  year: number;
  variant: string | null;
  body: string | null;
  colour: string | null;
  vin: string | null;
}

/** A trade price range in whole dollars (AutoGrab's valuation of the car at its odometer). */
interface LookupValuation {
  trade_low: number;
  trade_high: number;
  currency: "AUD";
}

export interface VehicleLookupAnswer {
  vehicle: LookupVehicle;
  /** Only the valuation lookup has one, and only when the provider could value the car. */
  valuation: LookupValuation | null;
  /** The answer came from the demo stand-in, not a registration authority or valuer. */
  demo: boolean;
}

/** Lookups a site makes; each has its own provider. */
export type VehicleLookupKind = "registration" | "valuation";

/** The lookup routes: NEVDIS's, AutoGrab's, and the trade-in form's rego lookup. */
export type VehicleLookupRoute = "nevdis" | "autograb" | "trade-in";

/**
 * Which provider a site's lookup route asks, from its add-on flags (`nevdis`,
 * `autograb`): each provider's own route only where the dealer has that add-on; the trade-in
 * rego lookup through NEVDIS when the site has it, else AutoGrab's (which also knows the
 * vehicle), else none (null: the route is 404 and the form asks for the details instead).
 */
export function lookupKindFor(
  route: VehicleLookupRoute,
  flags: { nevdis: boolean; autograb: boolean },
): VehicleLookupKind | null {
  if (route === "nevdis") return flags.nevdis ? "registration" : null;
  if (route === "autograb") return flags.autograb ? "valuation" : null;
  return flags.nevdis ? "registration" : flags.autograb ? "valuation" : null;
}

const DEMO_NOTE = "Demo data: not from a real registration record.";

/** What the shopper is told when the provider found the car but gives no market value. */
const NO_MARKET_VALUE =
  "This lookup gives no market value for it: we will value your car ourselves and tell you what it is worth.";

/**
 * The line the form shows after a lookup found the vehicle: the market range when the
 * provider gives one, and plainly that it gives none otherwise (the shopper must not be left
 * thinking a value is coming from the lookup).
 */
export function lookupFoundMessage(
  answer: VehicleLookupAnswer,
  formatDollars: (n: number) => string,
): string {
  const v = answer.vehicle;
  const name = [v.year, v["Vehicle Make"], v["Vehicle Model"], v.variant].filter(Boolean).join(" ");
  const valuation = answer.valuation
    ? ` Estimated trade value ${formatDollars(answer.valuation.trade_low)} to ${formatDollars(answer.valuation.trade_high)}.`
    : ` ${NO_MARKET_VALUE}`;
  return `Found: ${name}.${valuation}${answer.demo ? ` ${DEMO_NOTE}` : ""}`;
}
