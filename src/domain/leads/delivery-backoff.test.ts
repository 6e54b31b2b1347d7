import { expect, test } from "vitest";
import { deliveryOutcome, MAX_DELIVERY_ATTEMPTS } from "@/domain/leads/delivery-backoff";

const now = new Date("2030-01-01T00:00:00Z");
const noJitter = { random: () => 0 };
const seconds = (outcome: ReturnType<typeof deliveryOutcome>) =>
  outcome.status === "pending" ? (outcome.next_attempt_at.getTime() - now.getTime()) / 1000 : outcome.status;

test.each<[number, boolean, number | string]>([
  [1, true, "delivered"],
  [5, true, "delivered"],
  [1, false, 30],
  [2, false, 60],
  [3, false, 120],
  [4, false, 240],
  [7, false, 1920],
  [MAX_DELIVERY_ATTEMPTS, false, "failed"],
  [MAX_DELIVERY_ATTEMPTS + 1, false, "failed"],
])("attempt %i ok=%s → %s", (attempt, ok, expected) => {
  expect(seconds(deliveryOutcome(attempt, ok, now, noJitter))).toBe(expected);
});

test("the delay is capped at 6 hours", () => {
  expect(seconds(deliveryOutcome(30, false, now, { ...noJitter, maxAttempts: 50 }))).toBe(6 * 3600);
});

test("jitter adds at most 10 %", () => {
  expect(seconds(deliveryOutcome(1, false, now, { random: () => 0.999 }))).toBeCloseTo(33, 0);
});

test("a custom attempt limit and base delay", () => {
  expect(seconds(deliveryOutcome(2, false, now, { maxAttempts: 3, baseDelayMs: 1000, ...noJitter }))).toBe(2);
  expect(deliveryOutcome(3, false, now, { maxAttempts: 3 }).status).toBe("failed");
});
