/** SPEC 7 lookups: the Australian states and territories a registration belongs to. */
export const REGO_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
export type RegoState = (typeof REGO_STATES)[number];

/** A plate as authorities print it: letters and digits, upper case, 2-7 characters. */
export function normaliseRego(rego: string): string | null {
  const cleaned = rego.replace(/[\s-]/g, "").toUpperCase();
  return /^[A-Z0-9]{2,7}$/.test(cleaned) ? cleaned : null;
}
