import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { defined } from "@/domain/defined";
import {
  cardEstimate,
  DEFAULT_ESTIMATE_SETTINGS,
  defaultDepositCents,
  type EstimatedCar,
  ESTIMATE_TERMS,
  estimateSettings,
  estimateWording,
  monthlyRepayment,
  type RepaymentInput,
  repaymentEstimate,
} from "@/domain/leads/repayments";

describe("monthlyRepayment (standard amortisation; SPEC §9 default rate 10)", () => {
  test("without a rate it charges the spec's default, 10% a year", () => {
    expect(monthlyRepayment({ principalCents: 1_000_000, termMonths: 12 })).toBe(
      monthlyRepayment({ principalCents: 1_000_000, termMonths: 12, annualRatePercent: 10 }),
    );
  });

  // Published reference values for a 10% p.a. loan (monthly compounding).
  test.each<[RepaymentInput, number]>([
    [{ principalCents: 1_000_000, termMonths: 12 }, 87_916],
    [{ principalCents: 3_000_000, termMonths: 60 }, 63_741],
    [{ principalCents: 2_000_000, termMonths: 36, annualRatePercent: 7.5 }, 62_212],
    [{ principalCents: 1_200_000, termMonths: 12, annualRatePercent: 0 }, 100_000],
    [{ principalCents: 1_200_000, termMonths: 12, annualRatePercent: 0, balloonCents: 600_000 }, 50_000],
    [{ principalCents: 0, termMonths: 24 }, 0],
  ])("%j → %i cents", (input, expected) => {
    expect(monthlyRepayment(input)).toBe(expected);
  });

  test("a balloon lowers the repayment", () => {
    const without = monthlyRepayment({ principalCents: 3_000_000, termMonths: 60 });
    const withBalloon = monthlyRepayment({
      principalCents: 3_000_000,
      termMonths: 60,
      balloonCents: 900_000,
    });
    expect(withBalloon).toBeLessThan(without);
  });

  test("paying the repayment every month leaves the balloon owing (to within rounding)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 20_000_000 }),
        fc.integer({ min: 1, max: 96 }),
        fc.double({ min: 0, max: 25, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (principalCents, termMonths, annualRatePercent, balloonShare) => {
          const balloonCents = Math.round(principalCents * balloonShare);
          const payment = monthlyRepayment({ principalCents, termMonths, annualRatePercent, balloonCents });
          let balance = principalCents;
          for (let month = 0; month < termMonths; month += 1) {
            balance = balance * (1 + annualRatePercent / 1200) - payment;
          }
          // Each month's rounding (≤ half a cent) compounds over the term.
          const tolerance = 0.5 * termMonths * (1 + annualRatePercent / 1200) ** termMonths + 1;
          expect(Math.abs(balance - balloonCents)).toBeLessThanOrEqual(tolerance);
        },
      ),
    );
  });

  test.each<[string, RepaymentInput]>([
    ["zero term", { principalCents: 100, termMonths: 0 }],
    ["fractional term", { principalCents: 100, termMonths: 1.5 }],
    ["negative principal", { principalCents: -1, termMonths: 12 }],
    ["negative rate", { principalCents: 100, termMonths: 12, annualRatePercent: -1 }],
    ["balloon above principal", { principalCents: 100, termMonths: 12, balloonCents: 101 }],
    ["NaN principal", { principalCents: Number.NaN, termMonths: 12 }],
  ])("rejects %s", (_label, input) => {
    expect(() => monthlyRepayment(input)).toThrow(RangeError);
  });
});

const FORMAT = (cents: number) => `$${(cents / 100).toLocaleString("en-US")}`;
const DEFAULT_LOAN = { ratePercent: 10, depositCents: 0, termMonths: 60 };

describe("repaymentEstimate: the site's loan, per week (AU, NZ) or per month (US), rounded up", () => {
  // $40,000 over 60 months at 10% (SPEC §9's default rate) is $849.88 a month: $850/mo, and
  // $849.88 × 12 / 52 = $196.13 a week: $197/week.
  test.each<[string, number | null, "AU" | "NZ" | "US", typeof DEFAULT_LOAN, number | null]>([
    ["US default", 40_000_00, "US", DEFAULT_LOAN, 850_00],
    ["AU default", 40_000_00, "AU", DEFAULT_LOAN, 197_00],
    ["NZ default", 40_000_00, "NZ", DEFAULT_LOAN, 197_00],
    // $30,000 borrowed ($10,000 down) over 60 months at 10%: $637.41 a month.
    ["US $10,000 down", 40_000_00, "US", { ...DEFAULT_LOAN, depositCents: 10_000_00 }, 638_00],
    // $637.41 × 12 / 52 = $147.09 → $148.
    ["AU $10,000 deposit", 40_000_00, "AU", { ...DEFAULT_LOAN, depositCents: 10_000_00 }, 148_00],
    // $20,000 over 36 months at 7.5%: $622.12 a month.
    ["US 36 months at 7.5%", 20_000_00, "US", { ratePercent: 7.5, depositCents: 0, termMonths: 36 }, 623_00],
    // $12,000 over 12 months at 0%: $1,000 a month exactly, $230.77 a week → $231.
    ["US interest free", 12_000_00, "US", { ratePercent: 0, depositCents: 0, termMonths: 12 }, 1_000_00],
    ["AU interest free", 12_000_00, "AU", { ratePercent: 0, depositCents: 0, termMonths: 12 }, 231_00],
    ["$1,000 is estimated", 1_000_00, "AU", DEFAULT_LOAN, 5_00],
    ["under $1,000 is not", 999_99, "AU", DEFAULT_LOAN, null],
    ["no price", null, "NZ", DEFAULT_LOAN, null],
    ["NaN price", Number.NaN, "US", DEFAULT_LOAN, null],
    ["deposit of the whole price", 20_000_00, "US", { ...DEFAULT_LOAN, depositCents: 20_000_00 }, null],
    ["negative deposit", 20_000_00, "US", { ...DEFAULT_LOAN, depositCents: -1 }, null],
    ["NaN deposit", 20_000_00, "AU", { ...DEFAULT_LOAN, depositCents: Number.NaN }, null],
    ["zero term", 20_000_00, "AU", { ...DEFAULT_LOAN, termMonths: 0 }, null],
    ["fractional term", 20_000_00, "AU", { ...DEFAULT_LOAN, termMonths: 6.5 }, null],
    ["negative rate", 20_000_00, "AU", { ...DEFAULT_LOAN, ratePercent: -1 }, null],
  ])("%s", (_label, price, market, loan, cents) => {
    expect(repaymentEstimate(price, market, loan)?.cents ?? null).toBe(cents);
  });

  test("without a loan it assumes the spec's default rate, no deposit, 60 months", () => {
    expect(repaymentEstimate(40_000_00, "US")).toEqual({ cents: 850_00, per: "month", ...DEFAULT_LOAN });
    expect(repaymentEstimate(40_000_00, "AU")).toEqual({ cents: 197_00, per: "week", ...DEFAULT_LOAN });
  });

  test("a week's estimate covers the month's repayment over a year, never rounded down", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 500_000_00 }),
        fc.constantFrom(...ESTIMATE_TERMS),
        (price, term) => {
          const loan = { ratePercent: 10, depositCents: 0, termMonths: term };
          const monthly = monthlyRepayment({ principalCents: price, termMonths: term });
          expect(defined(repaymentEstimate(price, "AU", loan), "weekly").cents * 52).toBeGreaterThanOrEqual(
            monthly * 12,
          );
          expect(defined(repaymentEstimate(price, "US", loan), "monthly").cents).toBeGreaterThanOrEqual(
            monthly,
          );
        },
      ),
    );
  });

  test("a bigger deposit never raises the estimate", () => {
    const low = defined(
      repaymentEstimate(30_000_00, "US", { ...DEFAULT_LOAN, depositCents: 1_000_00 }),
      "low",
    );
    const high = defined(
      repaymentEstimate(30_000_00, "US", { ...DEFAULT_LOAN, depositCents: 5_000_00 }),
      "high",
    );
    expect(high.cents).toBeLessThan(low.cents);
  });
});

describe("defaultDepositCents and estimateSettings: from the site's settings", () => {
  test.each([
    [40_000_00, 0, 0],
    [40_000_00, 10, 4_000_00],
    [33_333_33, 10, 3_333_00],
    [Number.NaN, 10, 0],
  ])("%i cents at %i%% → %i cents", (price, percent, cents) => {
    expect(defaultDepositCents(price, percent)).toBe(cents);
  });

  test("the site's switch turns estimates off", () => {
    const commerce = {
      finance_estimate: true,
      finance_rate_percent: 8.99,
      finance_comparison_rate_percent: 9.45,
      finance_deposit_percent: 20,
      finance_term_months: 48,
    };
    expect(estimateSettings(commerce)).toEqual({
      ratePercent: 8.99,
      comparisonRatePercent: 9.45,
      depositPercent: 20,
      termMonths: 48,
    });
    expect(estimateSettings({ ...commerce, finance_estimate: false })).toBeNull();
  });
});

describe("estimateWording: the loan in the market's words", () => {
  const loan = { ratePercent: 10, termMonths: 60, deposit: { cents: 0 } };
  test.each<[string, Parameters<typeof estimateWording>[0], "AU" | "NZ" | "US", string]>([
    ["US, nothing down", loan, "US", "for 60 months at 10% APR, $0 down"],
    [
      "US, $5,000 down",
      { ...loan, deposit: { cents: 5_000_00 } },
      "US",
      "for 60 months at 10% APR, $5,000 down",
    ],
    ["US, a share down", { ...loan, deposit: { percent: 20 } }, "US", "for 60 months at 10% APR, 20% down"],
    ["AU, no deposit", loan, "AU", "over 5 years at 10% p.a., no deposit"],
    [
      "NZ, a deposit",
      { ...loan, deposit: { cents: 2_500_00 } },
      "NZ",
      "over 5 years at 10% p.a., $2,500 deposit",
    ],
    ["AU, 1 year", { ...loan, termMonths: 12 }, "AU", "over 1 year at 10% p.a., no deposit"],
    [
      "AU, odd months",
      { ...loan, termMonths: 30, ratePercent: 8.99 },
      "AU",
      "over 30 months at 8.99% p.a., no deposit",
    ],
    [
      "US, a share down and a cents rate",
      { ...loan, ratePercent: 6.125, deposit: { percent: 10 } },
      "US",
      "for 60 months at 6.13% APR, 10% down",
    ],
  ])("%s", (_label, given, market, terms) => {
    expect(estimateWording(given, market, FORMAT).terms).toBe(terms);
  });

  test("Australia states the comparison rate (the rate itself by default) with the prescribed warning", () => {
    const au = estimateWording(loan, "AU", FORMAT);
    expect(au.comparison).toBe("Comparison rate 10% p.a.*");
    expect(au.warning).toBe(
      "* Comparison rate based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.",
    );
    expect(estimateWording({ ...loan, comparisonRatePercent: 10.45 }, "AU", FORMAT).comparison).toBe(
      "Comparison rate 10.45% p.a.*",
    );
  });

  test("New Zealand and the US have no comparison rate", () => {
    for (const market of ["NZ", "US"] as const) {
      expect(estimateWording({ ...loan, comparisonRatePercent: 11 }, market, FORMAT)).toMatchObject({
        comparison: null,
        warning: null,
      });
    }
  });
});

describe("cardEstimate: one card's estimate, the same on search, saved cars and the comparison", () => {
  const car: EstimatedCar = {
    price: 40_000_00,
    preorder: false,
    status: "in_stock",
    sold: false,
    offer_price: null,
    offer_extra: null,
    dapprice: null,
  };
  const QUARTER_DOWN = { ...DEFAULT_ESTIMATE_SETTINGS, depositPercent: 25 };
  // $40,000 over 60 months at 10%: $850/mo, $197/week (the table above).
  test.each<[string, Partial<EstimatedCar>, "AU" | "US", typeof DEFAULT_ESTIMATE_SETTINGS, number | null]>([
    ["a car for sale, AU: per week", {}, "AU", DEFAULT_ESTIMATE_SETTINGS, 197_00],
    ["a car for sale, US: per month", {}, "US", DEFAULT_ESTIMATE_SETTINGS, 850_00],
    ["coming soon is for sale", { status: "coming_soon" }, "AU", DEFAULT_ESTIMATE_SETTINGS, 197_00],
    // The drive-away price is what the shopper pays: $42,000 → $892.37/mo → $893.
    [
      "on the drive-away price when above the price",
      { dapprice: 42_000_00 },
      "US",
      DEFAULT_ESTIMATE_SETTINGS,
      893_00,
    ],
    // $40,000 less a $2,000 offer and $2,000 extra: $36,000 → $764.88/mo → $765.
    [
      "on the price after an offer",
      { offer_price: 2_000_00, offer_extra: 2_000_00 },
      "US",
      DEFAULT_ESTIMATE_SETTINGS,
      765_00,
    ],
    // A 25% deposit ($10,000) leaves $30,000: $637.41/mo → $638.
    ["the site's deposit share", {}, "US", QUARTER_DOWN, 638_00],
    ["sold: none", { status: "sold", sold: true }, "AU", DEFAULT_ESTIMATE_SETTINGS, null],
    ["sold flag alone: none", { sold: true }, "AU", DEFAULT_ESTIMATE_SETTINGS, null],
    ["no price: none", { price: null }, "AU", DEFAULT_ESTIMATE_SETTINGS, null],
  ])("%s", (_label, overrides, market, settings, cents) => {
    expect(cardEstimate({ ...car, ...overrides }, market, settings)?.cents ?? null).toBe(cents);
  });
});
