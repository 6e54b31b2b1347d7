import { z } from "zod";

/** The largest id a PostgreSQL `serial`/`integer` column holds. */
const MAX_ID = 2_147_483_647;

/**
 * A numeric id from a path segment or form field: a positive integer that fits the database's
 * integer ids ("12" → 12; "012", "0", "12a", "", "2147483648" → null). The one parser for every
 * `{id}` the platform takes, so a hostile id is a clean 404 and never a database error.
 */
export function idParam(raw: unknown): number | null {
  const text = typeof raw === "number" ? String(raw) : raw;
  if (typeof text !== "string" || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/**
 * A numeric id in a JSON body: the same bounds as idParam, so a hostile id (2^40, 1e300) is
 * a field error naming the id, never a database "out of range" error.
 */
export const idSchema = z.number().int().min(1).max(MAX_ID);
