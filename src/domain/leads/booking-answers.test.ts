import { describe, expect, test } from "vitest";
import { bookingAnswers, localDateTime } from "@/domain/leads/booking-answers";

const base = {
  carPriceCents: 5_900,
  plans: [
    { months: 1, km_per_week: 500 },
    { months: 3, km_per_week: 750 },
  ],
  locale: "en-AU" as const,
  nowLocal: "2031-03-01T09:00",
};

describe("what the server adds to a booking", () => {
  test("a hire: its days and total at the car's daily rate, in the site's currency", () => {
    expect(
      bookingAnswers({
        ...base,
        formId: "hire-booking",
        values: { pickup_at: "2031-03-14T10:00", return_at: "2031-03-17T10:00" },
      }),
    ).toEqual({ ok: true, answers: { hire_days: 3, hire_daily_rate: "$59/day", hire_total: "$177" } });
  });

  test("a hire returned before it is picked up, or of a car with no rate, is refused on the field", () => {
    expect(
      bookingAnswers({
        ...base,
        formId: "hire-booking",
        values: { pickup_at: "2031-03-14T10:00", return_at: "2031-03-13T10:00" },
      }),
    ).toEqual({ ok: false, fields: { return_at: "The return must be after the pick-up." } });
    expect(
      bookingAnswers({ ...base, carPriceCents: null, formId: "hire-booking", values: {} }),
    ).toMatchObject({ ok: false, fields: { pickup_at: expect.stringContaining("no daily rate") } });
  });

  test("a subscription's plan must be one the site offers", () => {
    const subscribe = (plan: string) =>
      bookingAnswers({ ...base, formId: "vehicle-subscription", values: { subscription_plan: plan } });
    expect(subscribe("3 months, 750 km a week")).toEqual({ ok: true, answers: {} });
    expect(subscribe("3 months, 5,000 km a week")).toEqual({
      ok: false,
      fields: { subscription_plan: "Choose one of the plans offered." },
    });
  });

  test("other forms are left alone", () => {
    expect(bookingAnswers({ ...base, formId: "vehicle-enquiry", values: {} })).toEqual({
      ok: true,
      answers: {},
    });
  });

  test("now on the site's clock, as a date-time field writes it", () => {
    expect(localDateTime(new Date("2031-03-01T00:30:00Z"), "Australia/Sydney")).toBe("2031-03-01T11:30");
  });
});
