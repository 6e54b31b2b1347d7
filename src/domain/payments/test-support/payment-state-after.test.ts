import { describe, expect, test } from "vitest";
import { type PaymentStateAt, paymentStateAfter } from "@/domain/payments/test-support/payment-state-after";

const at = (state: PaymentStateAt["state"], minute: number | null): PaymentStateAt => ({
  state,
  occurredAt: minute === null ? null : new Date(Date.UTC(2026, 10, 25, 10, minute)),
});

describe("paymentStateAfter (events in any order never move a payment back)", () => {
  test.each([
    { name: "the first event applies", current: at("pending", null), event: at("paid", 1), expected: "paid" },
    {
      name: "a refused attempt, then a paid one",
      current: at("failed", 1),
      event: at("paid", 2),
      expected: "paid",
    },
    {
      name: "a late refused attempt after payment",
      current: at("paid", 2),
      event: at("failed", 1),
      expected: "paid",
    },
    {
      name: "a refused attempt made after paying",
      current: at("paid", 1),
      event: at("failed", 2),
      expected: "paid",
    },
    {
      name: "the authorisation arriving after its refund",
      current: at("refunded", 3),
      event: at("paid", 1),
      expected: "refunded",
    },
    { name: "a refund", current: at("paid", 1), event: at("refunded", 2), expected: "refunded" },
    {
      name: "expired after a refused attempt (newer)",
      current: at("failed", 1),
      event: at("expired", 2),
      expected: "expired",
    },
    {
      name: "an older refusal after expiry",
      current: at("expired", 2),
      event: at("failed", 1),
      expected: "expired",
    },
    {
      name: "pending never replaces a result",
      current: at("failed", 1),
      event: at("pending", 2),
      expected: "failed",
    },
  ])("$name → $expected", ({ current, event, expected }) => {
    expect(paymentStateAfter(current, event).state).toBe(expected);
  });
});
