/**
 * Range site: /range?body= values and the model `manufacturer_body` category each
 * one shows (Model). Keys are the decoded query values ("camper+trailer" in the URL
 * is "camper trailer").
 */
export const RANGE_BODIES = {
  "j-pod": "J-POD",
  "camper trailer": "CAMPER TRAILER",
  "pop tops": "POP TOPS",
  "off-grid": "OFF-GRID",
  caravans: "CARAVANS",
  "toy haulers": "TOY HAULERS",
  motorised: "MOTORISED",
} as const;

type RangeBodyQuery = keyof typeof RANGE_BODIES;
export type ManufacturerBody = (typeof RANGE_BODIES)[RangeBodyQuery];

function decode(value: string): string {
  const spaced = value.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * The manufacturer_body for a `body` query value, or null when unknown. Accepts both the
 * raw ("camper+trailer", "pop%20tops") and the already-decoded form, in any case.
 */
export function rangeBodyFromQuery(value: string | null | undefined): ManufacturerBody | null {
  if (!value) return null;
  const key = decode(value).trim().toLowerCase().replace(/\s+/g, " ");
  return Object.hasOwn(RANGE_BODIES, key) ? RANGE_BODIES[key as RangeBodyQuery] : null;
}
