import { defined } from "@/domain/defined";
import { normaliseRego, type RegoState } from "@/domain/leads/vehicle-lookup";

// The demo stand-ins' registry (lookup-stand-ins.ts): Forecourt's demo has no registration authority
// or valuer behind it, so a plate maps deterministically to a vehicle (the same plate and
// state always give the same car) and its trade value follows from its age and odometer.
// Every answer built from it is labelled as demo data. Plates starting with NOREG are not
// registered, so the "no such vehicle" path can be tried by hand.

export interface DemoRegistration {
  plate: string;
  state: RegoState;
  make: string;
  model: string;
  variant: string;
  body: string;
  colour: string;
  year: number;
  vin: string;
  /** New price in whole dollars, the base of the demo valuation. */
  newPrice: number;
}

const CATALOGUE: ReadonlyArray<readonly [string, string, string, string, number]> = [
  ["Toyota", "Corolla", "Ascent Sport", "Hatch", 30_000],
  ["Toyota", "RAV4", "GX", "SUV", 40_000],
  ["Mazda", "CX-5", "Maxx Sport", "SUV", 42_000],
  ["Mazda", "3", "G20 Pure", "Hatch", 31_000],
  ["Hyundai", "i30", "Active", "Hatch", 27_000],
  ["Ford", "Ranger", "XLT", "Ute", 62_000],
  ["Kia", "Sportage", "S", "SUV", 36_000],
  ["Mitsubishi", "Outlander", "ES", "SUV", 38_000],
  ["Volkswagen", "Golf", "Life", "Hatch", 37_000],
  ["Subaru", "Forester", "2.5i", "SUV", 39_000],
  ["Nissan", "X-Trail", "ST", "SUV", 38_000],
  ["Honda", "CR-V", "Vi", "SUV", 41_000],
];

const COLOURS = ["White", "Silver", "Grey", "Black", "Blue", "Red"] as const;

/** Plates the demo registry has no vehicle for. */
const UNREGISTERED_PREFIX = "NOREG";

function hash(text: string): number {
  // FNV-1a: small, stable across platforms.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The demo vehicle registered as this plate in this state, or null when there is none. */
export function demoRegistration(rego: string, state: RegoState, now: Date): DemoRegistration | null {
  const plate = normaliseRego(rego);
  if (!plate || plate.startsWith(UNREGISTERED_PREFIX)) return null;
  const h = hash(`${plate}|${state}`);
  const [make, model, variant, body, newPrice] = defined(
    CATALOGUE[h % CATALOGUE.length],
    "a catalogue entry",
  );
  const year = now.getUTCFullYear() - 1 - (Math.floor(h / CATALOGUE.length) % 12);
  const vin = `DEMO${plate.padEnd(7, "0")}${String(h % 1_000_000).padStart(6, "0")}`.slice(0, 17);
  const colour = defined(COLOURS[Math.floor(h / 7) % COLOURS.length], "a colour");
  return { plate, state, make, model, variant, body, colour, year, vin, newPrice };
}

/**
 * The demo trade range in whole dollars: 15 % off new for each year of age (to at most 85 %
 * off), 5 cents a kilometre off that, and a band of ±7.5 % rounded to $250.
 */
export function demoTradeRange(
  car: Pick<DemoRegistration, "year" | "newPrice">,
  odometer: number | null,
  now: Date,
): { low: number; high: number } {
  const age = Math.max(0, now.getUTCFullYear() - car.year);
  const aged = car.newPrice * Math.max(0.15, 0.85 ** age);
  const mid = Math.max(500, aged - (odometer ?? 15_000 * age) * 0.05);
  const round = (n: number) => Math.round(n / 250) * 250;
  return { low: round(mid * 0.925), high: round(mid * 1.075) };
}
