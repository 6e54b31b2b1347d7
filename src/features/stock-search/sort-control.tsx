import { SEARCH_FILTER_KEYS, type SearchFilters } from "@/domain/stock/search-filters";
import type { SortOption, SortValue } from "@/domain/stock/search-sort";

function hiddenFields(filters: SearchFilters): [string, string][] {
  const fields: [string, string][] = [];
  for (const key of SEARCH_FILTER_KEYS) {
    if (key === "sort" || key === "page") continue;
    const value = filters[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) fields.push([key, item]);
    else if (key === "price_min" || key === "price_max") fields.push([key, String(Number(value) / 100)]);
    else fields.push([key, String(value)]);
  }
  return fields;
}

/** The sort form's label and class (the page puts the control's fields in a SearchForm of these). */
export const SORT_FORM = { label: "Sort stock", className: "flex items-center gap-2" } as const;

/**
 * The sort: the fields of its own small GET form (SearchForm around them, as
 * SORT_FORM) that keeps the current filters (and goes back to page 1).
 */
export function SortControl({
  filters,
  options,
  current,
  siteDefault,
}: {
  filters: SearchFilters;
  options: SortOption[];
  current: SortValue;
  siteDefault: SortValue;
}) {
  return (
    <>
      {hiddenFields(filters).map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="search-sort" className="text-sm font-semibold text-muted">
        Sort by
      </label>
      <select
        id="search-sort"
        name="sort"
        defaultValue={current === siteDefault ? "" : current}
        className="rounded-md border border-line bg-white px-3 py-2 text-sm font-semibold text-ink shadow-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value === siteDefault ? "" : option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn-outline">
          Sort
        </button>
      </noscript>
    </>
  );
}
