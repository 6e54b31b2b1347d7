import { describe, expect, test } from "vitest";
import { FEED_FIELDS, feedCarName, feedCarSlug, parseFeedCar } from "@/domain/stock/feed-car";

const minimal = { make: "Toyota", model: "Corolla", year: 2023, car_type: "used" };

function fieldsOf(input: unknown) {
  const result = parseFeedCar(input);
  return result.ok ? {} : result.fields;
}

describe("parseFeedCar", () => {
  test("the minimal car gets the feed's defaults", () => {
    const result = parseFeedCar(minimal);
    expect(result).toEqual({
      ok: true,
      car: expect.objectContaining({
        ...minimal,
        km: 0,
        status: "in_stock",
        reserved: false,
        preorder: false,
        certified: false,
        show_on_dealer_website: true,
        features: [],
        images: [],
        payment_processors: [],
        price: null,
      }),
    });
  });

  test.each([
    { dollars: 42990, cents: 4_299_000 },
    { dollars: 42990.5, cents: 4_299_050 },
    { dollars: 0.07, cents: 7 },
    { dollars: 19.99, cents: 1999 },
    { dollars: 0, cents: 0 },
  ])("money is dollars in the feed, cents after parsing: $dollars → $cents", ({ dollars, cents }) => {
    const result = parseFeedCar({ ...minimal, price: dollars, before_price: dollars });
    expect(result.ok && result.car.price).toBe(cents);
    expect(result.ok && result.car.before_price).toBe(cents);
  });

  test("images are URLs or {url, thumb}; a bare URL is its own thumbnail", () => {
    const result = parseFeedCar({
      ...minimal,
      images: ["https://cdn.example/a.jpg", { url: "/media/b.jpg", thumb: "/media/b-thumb.jpg" }],
    });
    expect(result.ok && result.car.images).toEqual([
      { url: "https://cdn.example/a.jpg", thumb: "https://cdn.example/a.jpg" },
      { url: "/media/b.jpg", thumb: "/media/b-thumb.jpg" },
    ]);
  });

  test.each([
    { date: undefined, dates: [] },
    { date: null, dates: [] },
    { date: "2025-06-16", dates: ["2025-06-16"] },
    { date: "2025-06-16T09:30:00+10:00", dates: ["2025-06-16T09:30:00+10:00"] },
    { date: ["2025-06-16", " 2025-07-01 "], dates: ["2025-06-16", "2025-07-01"] },
  ])("the vehicle list dates: $date → $dates", ({ date, dates }) => {
    const result = parseFeedCar({ ...minimal, date });
    expect(result.ok && result.car.date).toEqual(dates);
  });

  // Every message names the field; a dealer's developer can fix the feed from the answer alone.
  test.each([
    { name: "a missing make", input: { ...minimal, make: undefined }, fields: { make: "is required" } },
    { name: "an empty make", input: { ...minimal, make: "  " }, fields: { make: "is required" } },
    { name: "a missing year", input: { ...minimal, year: undefined }, fields: { year: "is required" } },
    { name: "a text year", input: { ...minimal, year: "2023" }, fields: { year: "must be a whole number" } },
    { name: "a fractional km", input: { ...minimal, km: 10.5 }, fields: { km: "must be a whole number" } },
    { name: "an old year", input: { ...minimal, year: 1800 }, fields: { year: "must be at least 1900" } },
    {
      name: "an unknown car_type",
      input: { ...minimal, car_type: "nearly new" },
      fields: { car_type: "must be new, used or demo" },
    },
    {
      name: "an unknown status",
      input: { ...minimal, status: "gone" },
      fields: { status: "must be in_stock, coming_soon or sold" },
    },
    {
      name: "a text price",
      input: { ...minimal, price: "$42,990" },
      fields: { price: "must be a number of dollars" },
    },
    { name: "a negative price", input: { ...minimal, price: -1 }, fields: { price: "must not be negative" } },
    {
      name: "a price in fractions of cents",
      input: { ...minimal, price: 10.005 },
      fields: { price: "must have at most 2 decimal places" },
    },
    { name: "a text flag", input: { ...minimal, sold: "yes" }, fields: { sold: "must be true or false" } },
    {
      name: "a slug with a space",
      input: { ...minimal, slug: "my car" },
      fields: { slug: "must be only letters, digits, hyphens and underscores" },
    },
    {
      name: "a stocknum with a slash",
      input: { ...minimal, stocknum: "A/1" },
      fields: { stocknum: "must be 1-40 letters, digits, dots, hyphens or underscores" },
    },
    {
      name: "a short VIN",
      input: { ...minimal, vin: "ABC" },
      fields: { vin: "must be 5-17 letters and digits" },
    },
    {
      name: "an image that is not a URL",
      input: { ...minimal, images: ["/a.jpg", "ftp://x"] },
      fields: { "images.1": "must be a URL or {url, thumb}" },
    },
    {
      name: "an unknown fuel tag",
      input: { ...minimal, simple_fuel: "Diesel" },
      fields: { simple_fuel: "must be Electric, Hybrid or PHEV" },
    },
    {
      name: "a bad date",
      input: { ...minimal, date: "next week" },
      fields: {
        "date.0": "must be a day (2025-06-16) or an ISO 8601 date-time, e.g. 2025-06-16T09:30:00+10:00",
      },
    },
    {
      name: "a bad date in the list",
      input: { ...minimal, date: ["2025-06-16", "2025-02-30"] },
      fields: {
        "date.1": "must be a day (2025-06-16) or an ISO 8601 date-time, e.g. 2025-06-16T09:30:00+10:00",
      },
    },
    {
      name: "too many dates",
      input: { ...minimal, date: Array.from({ length: 21 }, () => "2025-06-16") },
      fields: { date: "must be at most 20 dates" },
    },
    {
      name: "a processor without a deposit",
      input: { ...minimal, payment_processors: [{ authorization_type: "stripe" }] },
      fields: { "payment_processors.0.deposit_amount": "is required" },
    },
    {
      name: "a misspelt field",
      input: { ...minimal, prize: 100 },
      fields: { prize: "is not a field of the feed" },
    },
    {
      name: "a derived field",
      input: { ...minimal, image_count: 3 },
      fields: { image_count: "is not a field of the feed" },
    },
    { name: "not an object", input: [minimal], fields: { body: "must be a JSON object of car fields" } },
  ])("$name", ({ input, fields }) => {
    expect(fieldsOf(input)).toEqual(fields);
  });

  test("several wrong fields are all named", () => {
    expect(Object.keys(fieldsOf({ model: "", year: "x", car_type: "old" })).sort()).toEqual([
      "car_type",
      "make",
      "model",
      "year",
    ]);
  });

  test("the field list starts with the identifying fields (CSV header order)", () => {
    expect(FEED_FIELDS.slice(0, 4)).toEqual(["stocknum", "slug", "name", "make"]);
  });
});

describe("feed car name and slug", () => {
  test.each([
    {
      car: { year: 2023, make: "Toyota", model: "Corolla", badge: "Ascent Sport" },
      name: "2023 Toyota Corolla Ascent Sport",
    },
    { car: { year: 2024, make: "Kia", model: "EV6 GT", badge: "GT" }, name: "2024 Kia EV6 GT" },
    { car: { year: 2022, make: "Ford", model: "Ranger", badge: null }, name: "2022 Ford Ranger" },
    {
      car: { year: 2022, make: "Ford", model: "Ranger", badge: null, name: "Ranger Raptor" },
      name: "Ranger Raptor",
    },
  ])("$name", ({ car, name }) => {
    expect(feedCarName(car)).toBe(name);
  });

  test("the slug is the name and stock number, as the vehicle URL wants (SPEC 5 characters only)", () => {
    expect(
      feedCarSlug({ year: 2023, make: "Citroën", model: "C5 Aircross", badge: "Shine" }, "HCT.1001"),
    ).toBe("2023-citroen-c5-aircross-shine-hct-1001");
  });
});
