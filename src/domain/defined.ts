/**
 * The value, known to be there: for a value the types allow to be missing but the code's own
 * invariants guarantee (a regex's non-optional group, zod's first issue, a non-empty list's
 * first item). Where it is missing after all, that is a bug, reported by name instead of a
 * `TypeError` further on. Use it in place of a non-null assertion (`!`, which the linter refuses).
 */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found ${String(value)}`);
  return value;
}
