import { describe, expect, test } from "vitest";
import {
  depositText,
  reservationConfirmationMail,
  reservationOutcome,
  reservationRefundMail,
  shopperCancelled,
} from "@/domain/payments/reservation-messages";

describe("the return page shows the true state", () => {
  const base = { refundReason: null, cancelled: false, siteName: "Harbour City", deposit: "$500 AUD" };
  test.each([
    { state: "paid", kind: "paid", heading: "This car is reserved for you" },
    { state: "pending", kind: "pending", heading: "Confirming your payment" },
    { state: "pending", cancelled: true, kind: "cancelled", heading: "You cancelled the payment" },
    { state: "expired", cancelled: true, kind: "cancelled", heading: "You cancelled the payment" },
    { state: "failed", kind: "failed", heading: "Your payment did not go through" },
    { state: "expired", kind: "expired", heading: "Your reservation expired" },
    { state: "refunded", kind: "refunded", heading: "Your deposit was refunded" },
    {
      state: "refunded",
      refundReason: "lost_race",
      kind: "lost_race",
      heading: "Someone reserved this car just before you",
    },
  ] as const)("$state → $kind", ({ kind, heading, ...input }) => {
    const outcome = reservationOutcome({ ...base, ...input });
    expect(outcome.kind).toBe(kind);
    expect(outcome.heading).toBe(heading);
  });

  test("a declined card or a cancelled payment offers Try again; a paid or pending one does not", () => {
    expect(reservationOutcome({ ...base, state: "failed" }).retry).toBe(true);
    expect(reservationOutcome({ ...base, state: "expired", cancelled: true }).retry).toBe(true);
    expect(reservationOutcome({ ...base, state: "paid" }).retry).toBe(false);
    expect(reservationOutcome({ ...base, state: "pending" }).retry).toBe(false);
  });

  test("the shopper cancelled: the return link says so, or the payment ended before its 30 minutes", () => {
    const createdAt = new Date("2026-01-01T10:00:00Z");
    const at = (minutes: number) => new Date(createdAt.getTime() + minutes * 60_000);
    const input = { createdAt, cancelledParam: false };
    // Windcave's cancel link carries cancelled=1 and the session reports "expired".
    expect(shopperCancelled({ ...input, state: "expired", cancelledParam: true, now: at(40) })).toBe(true);
    // Adyen's abandoned payment link reports "expired" at once.
    expect(shopperCancelled({ ...input, state: "expired", now: at(2) })).toBe(true);
    expect(shopperCancelled({ ...input, state: "expired", now: at(31) })).toBe(false);
    expect(shopperCancelled({ ...input, state: "failed", cancelledParam: true, now: at(2) })).toBe(false);
    expect(shopperCancelled({ ...input, state: "paid", now: at(2) })).toBe(false);
  });

  test("the deposit in the market's currency", () => {
    expect(depositText(500_00, "AUD")).toBe("$500 AUD");
    expect(depositText(1_000_00, "USD")).toBe("$1,000 USD");
    expect(depositText(250_50, "NZD")).toBe("$250.50 NZD");
  });

  test("the emails name the car, the deposit and the reference", () => {
    const input = {
      siteName: "Harbour City",
      carName: "2021 Toyota RAV4",
      deposit: "$500 AUD",
      firstName: "Ada",
      reference: "res_1",
    };
    expect(reservationConfirmationMail(input).subject).toBe(
      "Your reservation of the 2021 Toyota RAV4 is confirmed",
    );
    expect(reservationConfirmationMail(input).text).toContain("res_1");
    const refund = reservationRefundMail({ ...input, reason: "lost_race" });
    expect(refund.subject).toBe("Your deposit for the 2021 Toyota RAV4 has been refunded");
    expect(refund.text).toContain("went through just before yours");
  });
});
