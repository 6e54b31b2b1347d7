/**
 * Sort options, what a site offers and how a URL's `sort` is read. The values appear in
 * shoppers' URLs and bookmarks, so they must never change; labels can.
 */
export const SORT_OPTIONS = [
  { value: "relevance", label: "Most relevant" },
  { value: "latest", label: "Latest" },
  { value: "price-desc", label: "Highest price" },
  { value: "price-asc", label: "Lowest price" },
  { value: "subscription-price", label: "Subscription price" },
  { value: "km-desc", label: "Highest kms" },
  { value: "km-asc", label: "Lowest kms" },
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]["value"];

export const DEFAULT_SORT: SortValue = "relevance";

export interface SortOption {
  value: SortValue;
  label: string;
}

export interface SortOptionsContext {
  /** subscription price sort is offered only on subscription sites */
  subscription: boolean;
  /** En-US sites use miles */
  distanceUnit: "km" | "mi";
}

const MILES_LABELS: Partial<Record<SortValue, string>> = {
  "km-desc": "Highest miles",
  "km-asc": "Lowest miles",
};

export function sortOptionsFor({ subscription, distanceUnit }: SortOptionsContext): SortOption[] {
  return SORT_OPTIONS.filter((option) => subscription || option.value !== "subscription-price").map(
    (option) => ({
      value: option.value,
      label: (distanceUnit === "mi" ? MILES_LABELS[option.value] : undefined) ?? option.label,
    }),
  );
}

const SORT_VALUES: ReadonlySet<string> = new Set(SORT_OPTIONS.map((option) => option.value));

export function isSortValue(value: unknown): value is SortValue {
  return typeof value === "string" && SORT_VALUES.has(value);
}

/**
 * The sort to apply for a URL's `sort` value. Some dealers default to latest or
 * lowest price, so anything missing, unknown or not offered on this site (`allowed`, e.g.
 * subscription price off a subscription site) falls back to the site default.
 */
export function parseSort(
  value: string | readonly string[] | null | undefined,
  siteDefault: SortValue = DEFAULT_SORT,
  allowed?: readonly SortValue[],
): SortValue {
  const raw = typeof value === "string" ? value : value?.[0];
  const candidate = raw?.trim();
  if (!isSortValue(candidate)) return siteDefault;
  if (allowed && !allowed.includes(candidate)) return siteDefault;
  return candidate;
}
