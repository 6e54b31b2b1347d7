/** A page's search parameters as Next hands them over: a key given twice is an array. */
export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The one value of a search parameter. A key given more than once (`?lead=1&lead=2`) is not
 * guessed at: it counts as absent, like a missing one.
 */
export function singleParam(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/**
 * A search parameter used to fill a form in: the first value when the key is repeated,
 * trimmed, and absent when blank. Lenient on purpose, as it only pre-fills what the shopper
 * then sees and can change; anything that identifies or authorises uses singleParam.
 */
export function firstParam(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}
