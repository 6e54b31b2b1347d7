import "server-only";

/**
 * A plain form post's text fields by name: one value as a string, a repeated name (a group of
 * checkboxes) as an array; files are left out.
 */
export function readFormValues(data: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of new Set(data.keys())) {
    const all = data.getAll(key).filter((v): v is string => typeof v === "string");
    values[key] = all.length > 1 ? all : all[0];
  }
  return values;
}
