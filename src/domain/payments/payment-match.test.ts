import { describe, expect, test } from "vitest";
import { type PaymentRefusal, paymentRefusal, type ReportedMoney } from "@/domain/payments/payment-match";
import type { PaymentState } from "@/domain/payments/payment-types";

// "The event's session/payment id must equal the reservation's, and its
// amount and currency must equal the deposit's; a mismatch is refused."
const DEPOSIT = { paymentIds: ["cs_own", "psp_own"], amountCents: 500_00, currency: "AUD" };
const OWN: ReportedMoney = { paymentId: "cs_own", amountCents: 500_00, currency: "AUD" };

describe("paymentRefusal (the money rule)", () => {
  test.each<[string, PaymentState, ReportedMoney, PaymentRefusal | null]>([
    ["the genuine payment", "paid", OWN, null],
    [
      "by the provider's own reference (Adyen's PSP reference)",
      "paid",
      { ...OWN, paymentId: "psp_own" },
      null,
    ],
    ["currency in lower case (Stripe)", "paid", { ...OWN, currency: "aud" }, null],
    ["another session", "paid", { ...OWN, paymentId: "cs_other" }, "other_payment"],
    ["no payment id", "paid", { ...OWN, paymentId: "" }, "other_payment"],
    ["1 JPY: wrong amount first", "paid", { ...OWN, amountCents: 1, currency: "JPY" }, "wrong_amount"],
    ["a cent short", "paid", { ...OWN, amountCents: 499_99 }, "wrong_amount"],
    ["the right number in another currency", "paid", { ...OWN, currency: "NZD" }, "wrong_currency"],
    ["another session's expiry", "expired", { ...OWN, paymentId: "cs_other" }, "other_payment"],
    ["another session's failure", "failed", { ...OWN, paymentId: "cs_other" }, "other_payment"],
    ["its own expiry (amount not checked)", "expired", { ...OWN, amountCents: 0 }, null],
    ["a refund (not checked by id)", "refunded", { paymentId: "", amountCents: 1, currency: "" }, null],
    ["pending changes nothing", "pending", { ...OWN, paymentId: "cs_other" }, null],
  ])("%s", (_name, state, reported, expected) => {
    expect(paymentRefusal(state, reported, DEPOSIT)).toBe(expected);
  });

  test("a reservation whose payment id is not known yet accepts no payment", () => {
    expect(paymentRefusal("paid", OWN, { ...DEPOSIT, paymentIds: [null, null] })).toBe("other_payment");
  });
});
