import { describe, expect, test } from "vitest";
import { stepLabel } from "@/domain/leads/form-steps";
import { purchaseForm } from "@/domain/leads/forms/purchase";
import {
  DEPOSIT_STEP,
  depositHref,
  JOURNEY_STEPS,
  journeyHref,
  journeyStepToShow,
  journeyUnavailableReason,
  parseJourneyStep,
  REVIEW_STEP,
  reviewSections,
} from "@/domain/leads/purchase-journey";

describe("the step plan: your details → delivery or pickup → trade-in → how you'll pay → review → deposit", () => {
  test("six steps in the issue's order, the last one outside the lead's form", () => {
    expect(JOURNEY_STEPS.map((s) => [s.key, s.title, s.formStep])).toEqual([
      ["details", "Your details", 0],
      ["fulfilment", "Delivery or pickup", 1],
      ["trade-in", "Trade-in", 2],
      ["payment", "How you'll pay", 3],
      ["review", "Review", 4],
      ["deposit", "Deposit", null],
    ]);
    expect([REVIEW_STEP, DEPOSIT_STEP]).toEqual([4, 5]);
  });

  test.each([
    [0, "Step 1 of 6"],
    [4, "Step 5 of 6"],
    [5, "Step 6 of 6"],
  ])("step %i reads %j", (step, label) => {
    expect(stepLabel(step, JOURNEY_STEPS.length)).toBe(label);
  });

  test.each([
    // requested, lead, shown
    [null, null, 0, "no lead yet: the first step"],
    [3, null, 0, "a step asked for without a lead: the first step"],
    [null, { step_number: 0, complete: false }, 1, "a stored first step continues at the second"],
    [null, { step_number: 2, complete: false }, 3, "continues after the last stored step"],
    [1, { step_number: 2, complete: false }, 1, "an earlier step to edit"],
    [4, { step_number: 1, complete: false }, 2, "never past the step after the last stored"],
    [5, { step_number: 3, complete: false }, 4, "the deposit needs the review confirmed"],
    [null, { step_number: 4, complete: false }, 4, "the review again when it was not confirmed"],
    [0, { step_number: 4, complete: true }, 5, "a confirmed lead shows only the deposit"],
  ] as const)("requested %j with %j shows step %i (%s)", (requested, lead, shown, _why) => {
    expect(journeyStepToShow(requested, lead)).toBe(shown);
  });

  test.each([
    ["0", 0],
    ["5", 5],
    ["6", null],
    ["-1", null],
    ["01", null],
    ["", null],
    [undefined, null],
  ])("parseJourneyStep(%j) is %j", (value, step) => {
    expect(parseJourneyStep(value)).toBe(step);
  });
});

describe("links", () => {
  test("the journey's address carries the car's slug, then the lead, its token and the step", () => {
    expect(journeyHref("2021-mazda-cx5-ab12")).toBe("/checkout-journey?car_id=2021-mazda-cx5-ab12");
    expect(journeyHref("2021-mazda-cx5-ab12", { id: 42, token: "abc_DEF-123" }, 3)).toBe(
      "/checkout-journey?car_id=2021-mazda-cx5-ab12&lead=42&token=abc_DEF-123&step=3",
    );
  });

  test.each([
    ["checkout", "/cars/2021-mazda-cx5-ab12/checkout?lead=42&token=tok_123"],
    ["buy-online", "/cars/2021-mazda-cx5-ab12/buy-online?lead=42&token=tok_123"],
  ] as const)("Pay deposit on a %s site goes to %s", (path, href) => {
    expect(depositHref("2021-mazda-cx5-ab12", path, { id: 42, token: "tok_123" })).toBe(href);
  });
});

describe("which cars can be bought online (SPEC 5: in stock, not sold or reserved, price over 200, a usable payment key)", () => {
  const settings = { checkout_enabled: true, enabled: ["buy_online"] };
  const car = {
    status: "in_stock" as const,
    sold: false,
    reserved: false,
    reservable: true,
    price: 25_000_00,
    payment_processors: [
      { authorization_type: "stripe", authorization_key: "pk_live_abc", deposit_amount: 500 },
    ],
  };
  test.each([
    ["an eligible car", car, settings, null],
    ["a sold car", { ...car, sold: true }, settings, "This car has been sold."],
    [
      "a reserved car",
      { ...car, reserved: true },
      settings,
      "This car is already reserved by another buyer.",
    ],
    ["a price of 200", { ...car, price: 200_00 }, settings, "can't be bought online"],
    ["checkout off", car, { ...settings, checkout_enabled: false }, "can't be bought online"],
    ["buy online not offered", car, { ...settings, enabled: ["reserve"] }, "can't be bought online"],
    ["no payment key", { ...car, payment_processors: [] }, settings, "can't be bought online"],
  ])("%s", (_, c, s, reason) => {
    const got = journeyUnavailableReason(c as never, s);
    if (reason === null) expect(got).toBeNull();
    else expect(got).toContain(reason);
  });
});

describe("the review", () => {
  test("lists each answered step in the form's words, leaving out what the shopper was not asked", () => {
    const sections = reviewSections(
      purchaseForm,
      {
        car_id: "7",
        first_name: "Sam",
        last_name: "Lee",
        email: "sam@example.com",
        phone: "0412 345 678",
        opt_in: true,
        fulfilment: "Pickup",
        pickup_location: "12",
        delivery_address: "1 Old St",
        has_trade_in: "No",
        Rego: "ABC123",
        payment_method: "Finance",
        vehiclePriceBudget: 20000,
        loan_term: "60",
        employment_status: "Full Time",
        annual_income: 90000,
      },
      { locations: [{ value: "12", label: "Alexandria" }] },
    );
    expect(sections.map((s) => s.title)).toEqual([
      "Your details",
      "Delivery or pickup",
      "Trade-in",
      "How you'll pay",
    ]);
    expect(sections[0]?.answers).toContainEqual({ label: "First name", value: "Sam" });
    expect(sections[0]?.answers.map((a) => a.label)).not.toContain("Car id");
    expect(sections[1]?.answers).toEqual([
      { label: "How would you like to get the car?", value: "Pick it up from the dealership" },
      { label: "Pickup location", value: "Alexandria" },
    ]);
    expect(sections[2]?.answers).toEqual([{ label: "Do you have a car to trade in?", value: "No trade-in" }]);
    expect(sections[3]?.answers).toContainEqual({ label: "Loan term", value: "60 months" });
  });
});
