import { describe, expect, it } from "vitest";
import { purchaseMoneySummary } from "@/domain/leads/purchase-money-summary";

const base = { siteName: "Harbour City", pickupName: "Harbour City Parramatta", locale: "en-AU" as const };

describe("the purchase review's money summary", () => {
  it("itemises price, deposit, trade-in, pickup and the balance in the site's currency", () => {
    const lines = purchaseMoneySummary({
      ...base,
      priceCents: 4_599_000,
      depositCents: 50_000,
      values: { fulfilment: "Pickup", has_trade_in: "No" },
    });
    expect(lines.map((l) => [l.label, l.value])).toEqual([
      ["Price", "$45,990"],
      ["Deposit (paid now)", "$500"],
      ["Trade-in", "No trade-in"],
      ["Pickup", "Free from Harbour City Parramatta"],
      ["Balance to pay on collection", "$45,490"],
    ]);
  });

  it("a trade-in and delivery come off and onto the balance in words, never as invented amounts", () => {
    const lines = purchaseMoneySummary({
      ...base,
      locale: "en-US",
      priceCents: 2_750_050,
      depositCents: 100_000,
      values: { fulfilment: "Delivery", has_trade_in: "Yes" },
    });
    expect(Object.fromEntries(lines.map((l) => [l.key, l.value]))).toEqual({
      price: "$27,500.50",
      deposit: "$1,000",
      "trade-in": "Valued by Harbour City, then taken off the balance",
      delivery: "Quoted by Harbour City for your address",
      balance: "$26,500.50 less your trade-in plus delivery",
    });
  });

  it("a car with no price has no balance, and no deposit line without a deposit", () => {
    const lines = purchaseMoneySummary({ ...base, priceCents: null, depositCents: null, values: {} });
    expect(lines.map((l) => l.key)).toEqual(["price", "trade-in", "delivery"]);
  });
});
