import { describe, expect, test } from "vitest";
import {
  depositText,
  reservationConfirmationMail,
  reservationOutcome,
  reservationRefundMail,
} from "@/domain/payments/reservation-messages";

describe("the return page shows the true state", () => {
  const base = { refundReason: null, cancelled: false, siteName: "Harbour City", deposit: "$500 AUD" };
  test.each([
    { state: "paid", kind: "paid", heading: "This car is reserved for you" },
    { state: "pending", kind: "pending", heading: "Confirming your payment" },
    { state: "pending", cancelled: true, kind: "cancelled", heading: "Payment not completed" },
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
