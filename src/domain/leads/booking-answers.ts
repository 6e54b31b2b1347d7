import { hireBookingForm } from "@/domain/leads/forms/hire-booking";
import { SUBSCRIPTION_PLAN_FIELD, vehicleSubscriptionForm } from "@/domain/leads/forms/vehicle-subscription";
import { hirePeriod, PICKUP_FIELD } from "@/domain/leads/hire-period";
import { planOptions, type SubscriptionPlan } from "@/domain/leads/subscription-plans";
import { formatPrice, type PriceLocale } from "@/domain/stock/format-price";

export type BookingAnswers =
  | { ok: true; answers: Record<string, string | number> }
  | { ok: false; fields: Record<string, string> };

/**
 * What the server adds to (or refuses in) a booking before it is stored, from what only the
 * server knows: a hire's days and its total at the car's daily rate, in the site's currency;
 * a subscription's plan checked against the plans the site offers. Every other form: nothing.
 */
export function bookingAnswers(input: {
  formId: string;
  values: Readonly<Record<string, unknown>>;
  /** The car's price: a hire site's daily rate (cents); null when it has none. */
  carPriceCents: number | null;
  plans: readonly SubscriptionPlan[];
  locale: PriceLocale;
  /** Now on the site's clock ("2031-03-01T09:00"): a pick-up before it is refused. */
  nowLocal: string;
}): BookingAnswers {
  if (input.formId === hireBookingForm.id) {
    if (input.carPriceCents === null || input.carPriceCents <= 0)
      return {
        ok: false,
        fields: { [PICKUP_FIELD]: "This car has no daily rate online: call us to book it." },
      };
    const period = hirePeriod({
      pickupAt: input.values.pickup_at,
      returnAt: input.values.return_at,
      dailyRateCents: input.carPriceCents,
      nowLocal: input.nowLocal,
    });
    if (!period.ok) return { ok: false, fields: { [period.field]: period.message } };
    return {
      ok: true,
      answers: {
        hire_days: period.days,
        hire_daily_rate: `${formatPrice(input.carPriceCents, input.locale)}/day`,
        hire_total: formatPrice(period.totalCents, input.locale),
      },
    };
  }
  if (input.formId === vehicleSubscriptionForm.id) {
    const chosen = input.values[SUBSCRIPTION_PLAN_FIELD];
    const offered = planOptions(input.plans).some((option) => option.value === chosen);
    return offered
      ? { ok: true, answers: {} }
      : { ok: false, fields: { [SUBSCRIPTION_PLAN_FIELD]: "Choose one of the plans offered." } };
  }
  return { ok: true, answers: {} };
}

/** A moment on a zone's clock, as a date-time field writes it ("2031-03-01T09:00"). */
export function localDateTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
