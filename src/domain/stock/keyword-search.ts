/**
 * The search box's keywords (`q`): how they become a database query, and the example
 * the box shows, taken from the site's own stock.
 */

/** At most this many words of a keyword search are used (a longer query is cut, not refused). */
const MAX_KEYWORDS = 6;
/** A longer word is cut to this many characters (no stock number or VIN is longer). */
const MAX_WORD_LENGTH = 40;

/**
 * A shopper's keywords as a PostgreSQL tsquery for the cars' search document: every word
 * must match the start of a word in the listing ('coro' finds Corolla, 'hck10' a stock
 * number, 'apple carplay' the feature). Words are split on anything that is not a letter or
 * digit, so punctuation can never become tsquery syntax; null when nothing searchable is left.
 */
export function keywordTsquery(q: string | undefined): string | null {
  const words = (q ?? "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "")
    .slice(0, MAX_KEYWORDS)
    .map((w) => `${w.slice(0, MAX_WORD_LENGTH)}:*`);
  return words.length > 0 ? words.join(" & ") : null;
}

/** A feature shoppers of each kind of vehicle look for, for the search box's example. */
const FEATURE_EXAMPLE: Readonly<Record<string, string>> = {
  motorcycle: "ABS",
  camper: "ensuite",
  range: "ensuite",
  truck: "sleeper cab",
};
const DEFAULT_FEATURE_EXAMPLE = "sunroof";

/**
 * The keyword box's example, from the site's own stock: its most listed model, a feature its
 * kind of vehicle has, and the stock number. No "Corolla" on a Mazda, motorcycle or RV site.
 */
export function keywordExample(
  models: ReadonlyArray<{ value: string; count: number }>,
  template: string,
): string {
  const top = [...models].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))[0];
  const feature = FEATURE_EXAMPLE[template] ?? DEFAULT_FEATURE_EXAMPLE;
  return `e.g. ${[top?.value, feature, "stock no."].filter(Boolean).join(", ")}`;
}
