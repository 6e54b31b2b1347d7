import { z } from "zod";

/** The longest range one rebuild recomputes (ten years of days). */
const MAX_REBUILD_DAYS = 3660;

const day = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a day as YYYY-MM-DD`)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      `${field} is not a real day`,
    );

/** The UTC days a rollup rebuild recomputes: from and to, both included, from ≤ to, bounded. */
export const rebuildRangeSchema = z
  .object({ from: day("from"), to: day("to") })
  .refine((r) => r.from <= r.to, { message: "from must not be after to", path: ["from"] })
  .refine(
    (r) =>
      (Date.parse(`${r.to}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / 86_400_000 < MAX_REBUILD_DAYS,
    { message: `the range must be at most ${MAX_REBUILD_DAYS} days`, path: ["to"] },
  );
export type RebuildRange = z.infer<typeof rebuildRangeSchema>;
