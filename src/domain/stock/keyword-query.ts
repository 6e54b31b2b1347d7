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
