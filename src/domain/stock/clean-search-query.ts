import { SEARCH_FILTER_KEYS } from "@/domain/stock/search-filters";

const FILTER_KEYS: ReadonlySet<string> = new Set(SEARCH_FILTER_KEYS);

/**
 * A GET filter form without JavaScript sends every field, empty ones too ("?make=&model=").
 * Returns the query without empty search fields (other parameters, such as utm_ tracking,
 * are kept in order), or null when there is nothing to drop, so the page can redirect to
 * the tidy address once.
 */
export function cleanSearchQuery(params: URLSearchParams): string | null {
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [key, value] of params) {
    if (FILTER_KEYS.has(key) && value.trim() === "") {
      dropped = true;
      continue;
    }
    kept.append(key, value);
  }
  return dropped ? kept.toString() : null;
}
