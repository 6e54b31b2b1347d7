import { describe, expect, test } from "vitest";
import { nextRefundAttempt, REFUND_MAX_ATTEMPTS } from "@/domain/payments/refund-retry";

// "Owed refunds back off and give up after a bounded time with an alert
// line, instead of an error every 30 s forever."
const NOW = new Date("2026-11-27T00:00:00Z");
const secondsAfter = (attempts: number) => {
  const next = nextRefundAttempt(attempts, NOW);
  return next === null ? null : (next.getTime() - NOW.getTime()) / 1000;
};

describe("nextRefundAttempt", () => {
  test.each<[number, number | null]>([
    [1, 30],
    [2, 60],
    [3, 120],
    [7, 1920],
    [8, 3600],
    [11, 3600],
    [12, null],
    [13, null],
  ])("after %i failed attempts → %s seconds", (attempts, seconds) => {
    expect(secondsAfter(attempts)).toBe(seconds);
  });

  test("gives up within 8 hours of the first attempt", () => {
    let total = 0;
    for (let attempts = 1; attempts < REFUND_MAX_ATTEMPTS; attempts++) total += secondsAfter(attempts) ?? 0;
    expect(total).toBeLessThan(8 * 3600);
    expect(total).toBeGreaterThan(60 * 60);
  });
});
