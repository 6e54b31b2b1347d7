import { describe, expect, test } from "vitest";
import type { PaymentState } from "@/domain/payments/payment-types";
import { type ReservationStep, reservationStep } from "@/domain/payments/reservation-step";

// A reservation is pending → paid | failed | expired | refunded; webhooks are
// idempotent and safe out of order; item 6: money that cannot reserve the car is refunded.
describe("reservationStep (pending → paid | failed | expired | refunded)", () => {
  test.each<[PaymentState, PaymentState, ReservationStep]>([
    ["pending", "paid", { kind: "reserve" }],
    ["pending", "failed", { kind: "mark", state: "failed" }],
    ["pending", "expired", { kind: "mark", state: "expired" }],
    ["pending", "refunded", { kind: "mark", state: "refunded" }],
    ["pending", "pending", { kind: "ignore" }],
    // replays
    ["paid", "paid", { kind: "ignore" }],
    ["failed", "failed", { kind: "ignore" }],
    // out of order: an older notice after a newer state
    ["paid", "pending", { kind: "ignore" }],
    ["paid", "expired", { kind: "ignore" }],
    ["paid", "failed", { kind: "ignore" }],
    ["paid", "refunded", { kind: "mark", state: "refunded" }],
    // money after giving up is refunded
    ["expired", "paid", { kind: "refund" }],
    ["failed", "paid", { kind: "refund" }],
    ["expired", "refunded", { kind: "mark", state: "refunded" }],
    ["expired", "failed", { kind: "ignore" }],
    ["refunded", "paid", { kind: "ignore" }],
    ["refunded", "pending", { kind: "ignore" }],
  ])("%s + reported %s → %o", (current, reported, expected) => {
    expect(reservationStep(current, reported)).toEqual(expected);
  });
});
