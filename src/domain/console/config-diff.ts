/**
 * The changes between two versions of a site's settings, as dotted paths with the value
 * before and after ("theme.primary": "#0b2d4f" → "#aa0000"). Objects are compared key by
 * key; anything else (lists, text, numbers) as a whole value. A key only on one side is a
 * change from or to `null`.
 */
export interface ConfigChange {
  path: string;
  before: unknown;
  after: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function diffConfig(before: unknown, after: unknown, prefix = ""): ConfigChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) =>
      diffConfig(before[key], after[key], prefix === "" ? key : `${prefix}.${key}`),
    );
  }
  if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return [];
  return [{ path: prefix === "" ? "(root)" : prefix, before: before ?? null, after: after ?? null }];
}
