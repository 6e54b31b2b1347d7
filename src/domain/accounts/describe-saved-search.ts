import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";

/** Query keys that change how results are shown, not which cars a search finds. */
const PRESENTATION = new Set(["page", "sort", "view", "per_page"]);

/** Words for the filters a search URL can carry (the search page's query keys). */
const FILTER_WORDS: Record<string, string> = {
  q: "matching",
  price_min: "from $",
  price_max: "up to $",
  year_min: "from year",
  year_max: "up to year",
  km_max: "up to km",
};

function words(slug: string): string {
  const text = slug.replace(/[-_]+/g, " ").trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/**
 * A saved search's path ("/search/used-cars?make=Toyota&price_max=30000") as words the
 * shopper recognises on their account page: "Used cars: make Toyota, up to $30000". The
 * page's own path and query stay the link; this is only its label.
 */
export function describeSavedSearch(path: string): string {
  const url = new URL(path, "http://search.invalid");
  const slug = url.pathname.replace(/^\/search\/?/, "");
  const base = slug ? words(safeDecodeURIComponent(slug)) : "All stock";
  const filters = [...url.searchParams]
    .filter(([key, value]) => value.trim() !== "" && !PRESENTATION.has(key))
    .map(([key, value]) => {
      const lead = FILTER_WORDS[key];
      if (lead === undefined) return `${key.replace(/_/g, " ")} ${value}`;
      if (key === "q") return `${lead} “${value}”`;
      return lead.endsWith("$") ? `${lead}${value}` : `${lead} ${value}`;
    });
  return filters.length === 0 ? base : `${base}: ${filters.join(", ")}`;
}
