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
