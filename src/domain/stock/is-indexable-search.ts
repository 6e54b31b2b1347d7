import type { SearchFilters } from "@/domain/stock/search-filters";

const INDEXABLE_KEYS: ReadonlySet<string> = new Set(["make", "model", "page"]);

/**
 * Only the first page of all stock, a make, a model, or make and model is worth indexing;
 * every other filter or a sort makes a near-duplicate of those pages, so it gets noindex.
 */
export function isIndexableSearch(filters: SearchFilters): boolean {
  if (filters.page !== 1) return false;
  return Object.entries(filters).every(
    ([key, value]) =>
      INDEXABLE_KEYS.has(key) || value === undefined || (Array.isArray(value) && value.length === 0),
  );
}
