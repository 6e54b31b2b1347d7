"use client";

import { hirePeriod } from "@/domain/leads/hire-period";
import { formatPrice, type PriceLocale } from "@/domain/stock/format-price";

/**
 * The total for the hire as the dates are chosen: "3 days × $59/day = $177". The server works
 * it out again from the car's rate when the booking arrives (booking-answers.ts).
 */
export function HireTotal({
  rate,
  pickupAt,
  returnAt,
}: {
  rate: { dailyRateCents: number; locale: PriceLocale };
  pickupAt: unknown;
  returnAt: unknown;
}) {
  const money = (cents: number) => formatPrice(cents, rate.locale);
  const period =
    pickupAt && returnAt ? hirePeriod({ pickupAt, returnAt, dailyRateCents: rate.dailyRateCents }) : null;
  return (
    <div className="rounded-md bg-surface p-4" data-hire-total>
      <p className="text-sm text-muted">Total for your hire</p>
      <p className="mt-1 text-lg font-bold" role="status">
        {period?.ok
          ? `${period.days} day${period.days === 1 ? "" : "s"} × ${money(rate.dailyRateCents)}/day = ${money(period.totalCents)}`
          : period
            ? period.message
            : `${money(rate.dailyRateCents)}/day: choose your dates to see the total.`}
      </p>
    </div>
  );
}
