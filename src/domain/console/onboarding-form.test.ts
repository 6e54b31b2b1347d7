import { describe, expect, test } from "vitest";
import {
  bytesToBase64,
  chosenDealership,
  DEFAULT_HOURS,
  importOutcome,
  LOCATION_START,
  locationBody,
  locationFieldErrors,
  openingHoursFromValues,
  SITE_START,
  siteBody,
  siteFieldErrors,
} from "@/domain/console/onboarding-form";

describe("the onboarding's location step", () => {
  test("a new location opens 08:00–17:00 on weekdays, 08:30–12:30 on Saturday and is closed on Sunday", () => {
    expect(openingHoursFromValues(DEFAULT_HOURS)).toEqual([
      { status: "closed" },
      ...Array.from({ length: 5 }, () => ({ status: "open", open: "08:00", close: "17:00" })),
      { status: "open", open: "08:30", close: "12:30" },
    ]);
  });

  test("a day with one time only is open (the API then names the missing time)", () => {
    expect(openingHoursFromValues({ ...DEFAULT_HOURS, open_0: "09:00" })[0]).toEqual({
      status: "open",
      open: "09:00",
      close: "",
    });
  });

  test("the map position is a number, or null when left empty", () => {
    const body = locationBody({ ...DEFAULT_HOURS, name: "Sales", lat: "-33.81", long: "" });
    expect(body).toMatchObject({ name: "Sales", lat: -33.81, long: null });
    expect(body.opening_hours).toHaveLength(7);
    expect(body).not.toHaveProperty("open_1");
  });

  test.each([
    ["opening_hours.3", "open_3"],
    ["opening_hours.0.close", "open_0"],
    ["street", "street"],
  ])("the API's error on %s shows on %s", (key, field) => {
    expect(locationFieldErrors({ [key]: "must close after it opens" })).toEqual({
      [field]: "must close after it opens",
    });
  });
});

describe("the onboarding's site step", () => {
  test("the theme's fields go under theme, with the dealership as a number", () => {
    expect(
      siteBody(
        {
          name: "S",
          slug: "s",
          primary: "#0b3d91",
          accent: "#b00020",
          font: "system",
          hero_style: "showroom",
          tagline: "",
        },
        "7",
      ),
    ).toEqual({
      name: "S",
      slug: "s",
      dealership_id: 7,
      theme: { primary: "#0b3d91", accent: "#b00020", font: "system", hero_style: "showroom", tagline: "" },
    });
  });

  test("a theme error shows on its field", () => {
    expect(siteFieldErrors({ "theme.primary": "is too pale", slug: "is taken" })).toEqual({
      primary: "is too pale",
      slug: "is taken",
    });
  });
});

describe("the dealership a step is for", () => {
  const dealerships = [{ id: 3 }, { id: 9 }, { id: 5 }];
  test.each([
    ["", "9", "the latest by default"],
    ["5", "5", "the member's choice"],
    ["4", "9", "the latest when the choice is gone"],
  ])("chosen %j gives %s (%s)", (chosen, expected) => {
    expect(chosenDealership(dealerships, chosen)).toBe(expected);
  });
  test("none when there is no dealership", () => {
    expect(chosenDealership([], "")).toBe("");
  });
});

test("bytes become base64 across the 32 KiB slices", () => {
  const bytes = new Uint8Array(0x8000 * 2 + 3).map((_, i) => i % 251);
  expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"));
});

describe("the onboarding's first values", () => {
  test("a new location is a sales location in Sydney with the default hours, whose body has them", () => {
    const body = locationBody(LOCATION_START);
    expect(body).toMatchObject({ slug: "sales", location_type: "sales", time_zone: "Australia/Sydney" });
    expect(body.opening_hours).toEqual(openingHoursFromValues(DEFAULT_HOURS));
  });

  test("a new site is the dealer template for Australia with a navy and red showroom theme", () => {
    expect(siteBody(SITE_START, "4")).toMatchObject({
      template: "dealer",
      market: "AU",
      dealership_id: 4,
      theme: { primary: "#0b3d91", accent: "#b00020", font: "system", hero_style: "showroom", tagline: "" },
    });
  });
});

describe("the onboarding's CSV import answer", () => {
  const refused = {
    error: { message: "2 rows are wrong.", fields: { csv: "has 2 wrong rows" } },
    rows: [{ where: "Row 3", fields: { price: "must be a number" } }],
  };
  test.each([
    [
      "counted",
      true,
      { imported: { total: 12, created: 10, updated: 2 } },
      { kind: "ok", text: "Imported 12 cars: 10 new, 2 updated." },
      {},
      0,
    ],
    [
      "refused, with its rows",
      false,
      refused,
      { kind: "error", text: "2 rows are wrong." },
      refused.error.fields,
      1,
    ],
    ["no answer", false, null, { kind: "error", text: "The import failed. Try again." }, {}, 0],
    ["ok but not counted", true, {}, { kind: "error", text: "The import failed. Try again." }, {}, 0],
  ] as const)("%s", (_, ok, body, message, errors, rows) => {
    const outcome = importOutcome(ok, body);
    expect(outcome.message).toEqual(message);
    expect(outcome.errors).toEqual(errors);
    expect(outcome.rows).toHaveLength(rows);
  });
});
