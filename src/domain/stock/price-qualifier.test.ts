import { describe, expect, test } from "vitest";
import { priceQualifier } from "@/domain/stock/price-qualifier";

describe("priceQualifier: what an Australian price includes", () => {
  test.each([
    [
      "a drive-away price above the price",
      { price: 40_000_00, dapprice: 41_800_00 },
      "sale",
      null,
      "excl. government charges",
      41_800_00,
    ],
    [
      "a drive-away price equal to the price",
      { price: 40_000_00, dapprice: 40_000_00 },
      "sale",
      null,
      "drive away",
      null,
    ],
    [
      "no drive-away price, nothing configured",
      { price: 40_000_00, dapprice: null },
      "sale",
      null,
      null,
      null,
    ],
    [
      "no drive-away price, the dealer's words",
      { price: 40_000_00 },
      "sale",
      " Drive away ",
      "Drive away",
      null,
    ],
    [
      "a drive-away price below the price (bad data) falls back",
      { price: 40_000_00, dapprice: 39_000_00 },
      "sale",
      "Drive away",
      "Drive away",
      null,
    ],
    ["no price", { price: null, dapprice: 41_800_00 }, "sale", "Drive away", null, null],
    ["a daily rate", { price: 59_00, dapprice: 70_00 }, "rental-daily", "Drive away", null, null],
    ["a weekly subscription", { price: 189_00 }, "subscription-weekly", "Drive away", null, null],
  ] as const)("%s", (_name, car, mode, configured, qualifier, driveAwayCents) => {
    expect(priceQualifier(car, { mode, configured })).toEqual({ qualifier, driveAwayCents });
  });
});
