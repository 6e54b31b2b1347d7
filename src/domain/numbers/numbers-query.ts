import { z } from "zod";

/** The longest date range the console's numbers answer for: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A YYYY-MM-DD that names a day of the calendar (not 2026-02-30). */
function isRealDay(value: string): boolean {
  const at = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(value);
}
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date as YYYY-MM-DD", abort: true })
  .refine(isRealDay, { message: "is not a real date" });
const id = z.coerce
  .number()
  .int("must be a whole number")
  .positive("must be a positive id")
  .max(2_147_483_647);

/**
 * The query every numbers chart takes: from and to (UTC days, both included, at most 366 days
 * apart) and at most one of a site or a dealership (none: everything the member may see).
 */
export const numbersQuerySchema = z
  .object({
    from: isoDay,
    to: isoDay,
    site: id.optional(),
    dealership: id.optional(),
    format: z.enum(["json", "csv"]).default("json"),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (!isRealDay(q.from) || !isRealDay(q.to)) return;
    const days = rangeDays(q.from, q.to);
    if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: "must be on or after from" });
    else if (days > MAX_RANGE_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `must be at most ${MAX_RANGE_DAYS} days after from`,
      });
    }
    if (q.site !== undefined && q.dealership !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["dealership"],
        message: "choose a site or a dealership, not both",
      });
    }
  });
export type NumbersQuery = z.output<typeof numbersQuerySchema>;

/** How many days from..to covers, both included (0 or less when to is before from). */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day of the range, in order (so a chart shows the days nothing happened as 0). */
export function daysOf(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: Math.max(0, rangeDays(from, to)) }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * The whole calendar months inside `from`..`to` (both days included) as [first day, first day
 * after), read from the monthly vehicle rollup; null when the range holds no whole month.
 */
export function wholeMonths(from: string, to: string): { from: string; to: string } | null {
  const start = from.endsWith("-01") ? from : monthAfter(from);
  const afterTo = nextDay(to);
  const end = afterTo.endsWith("-01") ? afterTo : `${to.slice(0, 7)}-01`;
  return start < end ? { from: start, to: end } : null;
}

function monthAfter(day: string): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}
