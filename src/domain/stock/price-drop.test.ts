import { describe, expect, test } from "vitest";
import { PRICE_DROP_BADGE_DAYS, priceChangeFields, recentPriceDrop } from "@/domain/stock/price-drop";

const now = new Date("2026-11-27T10:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();

describe("price drops: the badge for 14 days after a lower price", () => {
  test("a lower price records the old price and the moment; a rise or a price going clears it", () => {
    expect(priceChangeFields(3_000_000, 2_800_000, now)).toEqual({
      price_drop_from: 3_000_000,
      price_dropped_at: now,
    });
    expect(priceChangeFields(2_800_000, 2_900_000, now)).toEqual({
      price_drop_from: null,
      price_dropped_at: null,
    });
    expect(priceChangeFields(2_800_000, null, now)).toEqual({
      price_drop_from: null,
      price_dropped_at: null,
    });
    expect(priceChangeFields(2_800_000, 2_800_000, now)).toBeNull();
  });

  test("shown within the window while the price stays below the old one", () => {
    expect(PRICE_DROP_BADGE_DAYS).toBe(14);
    const car = { price: 2_800_000, price_drop_from: 3_000_000, price_dropped_at: daysAgo(3) };
    expect(recentPriceDrop(car, now)).toEqual({ from: 3_000_000, to: 2_800_000 });
    expect(recentPriceDrop({ ...car, price_dropped_at: daysAgo(15) }, now)).toBeNull();
    expect(recentPriceDrop({ ...car, price: 3_000_000 }, now)).toBeNull();
    expect(recentPriceDrop({ ...car, price_drop_from: null, price_dropped_at: null }, now)).toBeNull();
  });
});
