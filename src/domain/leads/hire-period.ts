/**
 * A hire's period and price: the daily rate for every started 24 hours between pick-up and
 * return (at least one day). Pick-up and return are the shopper's local date and time as a
 * date-time field sends them ("2031-03-14T10:30"); both are read in the same zone, so the
 * zone cancels out and only whole hours matter.
 */

/** The longest hire booked online; longer ones are arranged with the company. */
const HIRE_MAX_DAYS = 90;

export const PICKUP_FIELD = "pickup_at";
export const RETURN_FIELD = "return_at";

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2031-03-14T10:30" as minutes since the epoch (its own clock), or null if it is not one. */
function localMinutes(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(ms);
  // 2031-02-30 rolls over to March: not a real date.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return ms / 60_000;
}

export type HirePeriod =
  | { ok: true; days: number; totalCents: number }
  | { ok: false; field: typeof PICKUP_FIELD | typeof RETURN_FIELD; message: string };

export function hirePeriod(input: {
  pickupAt: unknown;
  returnAt: unknown;
  /** The car's price on a hire site: its daily rate, in cents. */
  dailyRateCents: number;
  /** Now on the shopper's clock, in the same form ("2031-03-01T09:00"); a pick-up before it is refused. */
  nowLocal?: string;
}): HirePeriod {
  const pickup = localMinutes(input.pickupAt);
  if (pickup === null) return { ok: false, field: PICKUP_FIELD, message: "Choose a pick-up date and time." };
  const back = localMinutes(input.returnAt);
  if (back === null) return { ok: false, field: RETURN_FIELD, message: "Choose a return date and time." };
  const now = input.nowLocal ? localMinutes(input.nowLocal) : null;
  if (now !== null && pickup < now)
    return { ok: false, field: PICKUP_FIELD, message: "The pick-up time has passed: choose a later one." };
  if (back <= pickup)
    return { ok: false, field: RETURN_FIELD, message: "The return must be after the pick-up." };
  const days = Math.max(1, Math.ceil((back - pickup) / (24 * 60)));
  if (days > HIRE_MAX_DAYS)
    return {
      ok: false,
      field: RETURN_FIELD,
      message: `Book up to ${HIRE_MAX_DAYS} days online; call us for a longer hire.`,
    };
  return { ok: true, days, totalCents: days * input.dailyRateCents };
}
