// The trade-in rego + state lookup (SPEC 7 "Trade-in rego lookup: sends rego and regoState").
// Forecourt has no registration-authority feed, so the demo answers with a vehicle derived
// deterministically from the plate: the same rego always gives the same car, so the flow
// and its tests are repeatable. A real provider replaces this behind the same route.

export interface RegoLookupVehicle {
  rego: string;
  regoState: string;
  "Vehicle Make": string;
  "Vehicle Model": string;
  year: number;
  vin: string;
}

const CATALOGUE: ReadonlyArray<readonly [string, string]> = [
  ["Toyota", "Corolla"],
  ["Toyota", "RAV4"],
  ["Mazda", "CX-5"],
  ["Mazda", "3"],
  ["Hyundai", "i30"],
  ["Ford", "Ranger"],
  ["Kia", "Sportage"],
  ["Mitsubishi", "Outlander"],
  ["Volkswagen", "Golf"],
  ["Subaru", "Forester"],
  ["Nissan", "X-Trail"],
  ["Honda", "CR-V"],
];

/** A plate as authorities print it: letters and digits, upper case, 2-7 characters. */
export function normaliseRego(rego: string): string | null {
  const cleaned = rego.replace(/[\s-]/g, "").toUpperCase();
  return /^[A-Z0-9]{2,7}$/.test(cleaned) ? cleaned : null;
}

function hash(text: string): number {
  // FNV-1a: small, stable across platforms.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function demoRegoLookup(rego: string, regoState: string, now: Date): RegoLookupVehicle | null {
  const plate = normaliseRego(rego);
  if (!plate) return null;
  const h = hash(`${plate}|${regoState.toUpperCase()}`);
  const [make, model] = CATALOGUE[h % CATALOGUE.length]!;
  const year = now.getUTCFullYear() - 1 - (Math.floor(h / CATALOGUE.length) % 12);
  const vin = `DEMO${plate.padEnd(7, "0")}${String(h % 1_000_000).padStart(6, "0")}`.slice(0, 17);
  return {
    rego: plate,
    regoState: regoState.toUpperCase(),
    "Vehicle Make": make,
    "Vehicle Model": model,
    year,
    vin,
  };
}
