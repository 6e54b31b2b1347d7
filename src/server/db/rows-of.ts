import { type ZodType, z } from "zod";

/**
 * The rows of a raw `db.execute(sql…)` result (node-postgres and PGlite both answer
 * `{ rows }`), each parsed with its schema: raw SQL carries no column types TypeScript could
 * know, so the shape is checked here instead of assumed.
 */
export function rowsOf<T>(result: unknown, row: ZodType<T>): T[] {
  return z.object({ rows: z.array(row) }).parse(result).rows;
}
