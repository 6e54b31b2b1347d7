import { DEFAULT_SORT, SORT_OPTIONS, type SortValue } from "@/domain/stock/sort-options-for";

const SORT_VALUES: ReadonlySet<string> = new Set(SORT_OPTIONS.map((option) => option.value));

export function isSortValue(value: unknown): value is SortValue {
  return typeof value === "string" && SORT_VALUES.has(value);
}

/**
 * The sort to apply for a URL's `sort` value. SPEC 9: some dealers default to latest or
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
