/**
 * "Location": vehicle locations are grouped into primary, sales, service, parts and
 * service-and-parts; reviews need a minimum rating of 4, and at most 12 are shown.
 */

const LOCATION_TYPES = ["sales", "service", "parts"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export interface GroupableLocation {
  position?: number | null;
  /**
   * One type, a list of types, or the dashboard's combined text ('service_and_parts',
   * 'Service & Parts', 'sales, service'). Unknown words are ignored.
   */
  location_type?: string | readonly string[] | null;
  primary?: boolean | null;
  visible?: boolean | null;
}

export interface LocationGroups<L> {
  primary: L[];
  sales: L[];
  service: L[];
  parts: L[];
  service_and_parts: L[];
}

/** The recognised types of a location, whatever form location_type takes. */
export function locationTypes(location_type: GroupableLocation["location_type"]): Set<LocationType> {
  const words = (Array.isArray(location_type) ? location_type.join(" ") : String(location_type ?? ""))
    .toLowerCase()
    .split(/[^a-z]+/);
  return new Set(LOCATION_TYPES.filter((type) => words.includes(type)));
}

/**
 * Groups the visible locations, each group in `position` order (ties keep input order).
 * - primary: every location flagged primary; it is also listed under its type, so the
 *   "main dealership" card and the type sections can be shown independently.
 * - sales: any location that sells.
 * - service_and_parts: a location that does both service and parts; it is then NOT
 *   repeated under service or parts, which hold the service-only and parts-only ones.
 * - A location with no recognised type is treated as sales: a dealer site's locations
 *   sell unless told otherwise, and hiding a visible location would be worse.
 * A location is visible unless `visible` is false.
 */
export function groupLocations<L extends GroupableLocation>(locations: readonly L[]): LocationGroups<L> {
  const groups: LocationGroups<L> = { primary: [], sales: [], service: [], parts: [], service_and_parts: [] };
  const ordered = locations
    .map((location, index) => ({ location, index }))
    .filter(({ location }) => location.visible !== false)
    .sort((a, b) => positionOf(a.location) - positionOf(b.location) || a.index - b.index);
  for (const { location } of ordered) {
    const types = locationTypes(location.location_type);
    if (location.primary === true) groups.primary.push(location);
    if (types.has("sales") || types.size === 0) groups.sales.push(location);
    if (types.has("service") && types.has("parts")) groups.service_and_parts.push(location);
    else if (types.has("service")) groups.service.push(location);
    else if (types.has("parts")) groups.parts.push(location);
  }
  return groups;
}

function positionOf(location: GroupableLocation): number {
  return typeof location.position === "number" && Number.isFinite(location.position)
    ? location.position
    : Number.POSITIVE_INFINITY;
}

/** "Review minimum rating 4. Reviews quantity 12." */
const REVIEW_MIN_RATING = 4;
const REVIEWS_QUANTITY = 12;

export interface DisplayableReview {
  rating: number | string;
  /** ISO text, a Date, or epoch milliseconds. */
  created_at?: string | number | Date | null;
}

/** Reviews rated 4 or more, newest first (undated ones last), at most 12. */
export function visibleReviews<R extends DisplayableReview>(reviews: readonly R[]): R[] {
  return reviews
    .map((review, index) => ({ review, index, at: timeOf(review.created_at) }))
    .filter(({ review }) => Number(review.rating) >= REVIEW_MIN_RATING)
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .slice(0, REVIEWS_QUANTITY)
    .map(({ review }) => review);
}

function timeOf(value: DisplayableReview["created_at"]): number {
  if (value === null || value === undefined) return Number.NEGATIVE_INFINITY;
  const ms = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}
