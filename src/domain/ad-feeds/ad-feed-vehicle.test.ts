import { describe, expect, test } from "vitest";
import {
  adFeedAvailability,
  adFeedVehicle,
  commonIssues,
  isValidVin,
  vinCheckDigit,
} from "@/domain/ad-feeds/ad-feed-vehicle";
import { feedRow, feedSite } from "@/domain/ad-feeds/test-support/ad-feed-fixtures";
import { parseSiteConfig, type SiteConfigInput, type SiteTemplateName } from "@/domain/config/site-config";

describe("which sites serve which feed (hire and subscription sites get no purchase feed)", () => {
  test.each<[SiteTemplateName, SiteConfigInput, "google" | "meta", string | null]>([
    ["dealer", {}, "google", null],
    ["group", {}, "meta", null],
    ["used", {}, "google", null],
    ["manufacturer", {}, "google", null],
    [
      "rental",
      {},
      "google",
      "This site hires its vehicles out; vehicle ad feeds list vehicles for sale, so it has none.",
    ],
    [
      "rental",
      {},
      "meta",
      "This site hires its vehicles out; vehicle ad feeds list vehicles for sale, so it has none.",
    ],
    [
      "subscription",
      {},
      "meta",
      "This site offers its vehicles on subscription; vehicle ad feeds list vehicles for sale, so it has none.",
    ],
    [
      "dealer",
      { feeds: { google: { enabled: false } } },
      "google",
      "The Google vehicle ads feed is turned off for this site (feeds.google.enabled).",
    ],
    ["dealer", { feeds: { google: { enabled: false } } }, "meta", null],
    [
      "motorcycle",
      {},
      "google",
      "Google's vehicle ads take passenger cars only; this site sells motorcycles.",
    ],
    ["motorcycle", {}, "meta", null],
    [
      "range",
      {},
      "google",
      "Google's vehicle ads take passenger cars only; this site sells RVs and caravans.",
    ],
    ["camper", {}, "meta", null],
    ["truck", {}, "google", "Google's vehicle ads take passenger cars only; this site sells trucks."],
  ])("%s site, %j: %s feed → %s", (template, config, feed, reason) => {
    const result = adFeedAvailability({ template, config: parseSiteConfig(config) }, feed);
    expect(result.ok ? null : result.reason).toBe(reason);
  });
});

describe("VINs (ISO 3779; the NHTSA check digit on US sites)", () => {
  test.each<[string, number, "AU" | "US", boolean]>([
    ["JTEBR3FJ10K123456", 2021, "AU", true],
    ["1HGCM82633A004352", 2003, "US", true], // a check digit of 3, right
    ["1HGCM82643A004352", 2003, "US", false], // the same VIN with a wrong check digit
    ["1HGCM82643A004352", 2003, "AU", true], // outside North America the digit is free
    ["11111111111111111", 2010, "US", true], // the classic test VIN: its check digit is 1
    ["JTEBR3FJ10K12345", 2021, "AU", false], // 16 characters
    ["JTEBR3FJ10K12345O", 2021, "AU", false], // O is never used
    ["JTEBR3FJ10K12345Q", 2021, "AU", false],
    ["JTEBR3FJ10K12345I", 2021, "AU", false],
    ["FJ40123456", 1978, "AU", true], // before 1981 there was no standard
  ])("%s (%i, %s): %s", (vin, year, market, valid) => {
    expect(isValidVin(vin, { year, market })).toBe(valid);
  });

  test("the check digit's X", () => {
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X");
  });
});

describe("adFeedVehicle: a car row as the feeds write it", () => {
  test("identity, page, photos, price, condition, odometer and place", () => {
    const vehicle = adFeedVehicle(
      feedRow(),
      feedSite({}, { feeds: { meta: { utm: { utm_source: "facebook", utm_medium: "catalog" } } } }),
      "meta",
    );
    expect(vehicle).toMatchObject({
      id: "JTEBR3FJ10K123456",
      vin_given: "JTEBR3FJ10K123456",
      vin_valid: true,
      title: "2021 Toyota Hilux SR5",
      link: "https://harbourcity.example/cars/2021-toyota-hilux-sr5-hct1001?utm_source=facebook&utm_medium=catalog",
      path: "/cars/2021-toyota-hilux-sr5-hct1001",
      images: [1, 2, 3, 4].map((n) => `https://harbourcity.example/media/cars/hilux-${n}.jpg`),
      placeholder_image: false,
      price: 4_599_000,
      sale_price: null,
      currency: "AUD",
      condition: "used",
      mileage: { value: 45_210, unit: "km" },
      store_code: "harbour-city-toyota-alexandria",
      listed_on: "2030-05-01",
    });
  });

  test("the feed's own UTM values: the Google feed's link has none unless set", () => {
    expect(adFeedVehicle(feedRow(), feedSite(), "google").link).toBe(
      "https://harbourcity.example/cars/2021-toyota-hilux-sr5-hct1001",
    );
  });

  test.each<[string, Parameters<typeof feedRow>[0], Parameters<typeof feedSite>, Record<string, unknown>]>([
    [
      "no VIN: the stock number is the id",
      { vin: null },
      [],
      { id: "HCT1001", vin_given: null, vin_valid: false },
    ],
    [
      "an invalid VIN is not the id",
      { vin: "bad" },
      [],
      { id: "HCT1001", vin_given: "BAD", vin_valid: false },
    ],
    ["a VIN is trimmed and upper-cased", { vin: " jtebr3fj10k123456 " }, [], { id: "JTEBR3FJ10K123456" }],
    ["SPEC 5: $10 is no price", { price: 1000 }, [], { price: null }],
    ["$10.01 is a price", { price: 1001 }, [], { price: 1001 }],
    ["the price after an offer is the sale price", { offer_price: 100_000 }, [], { sale_price: 4_499_000 }],
    ["a demo is used by default", { car_type: "demo" }, [], { condition: "used" }],
    [
      "or new where the site says so",
      { car_type: "demo" },
      [{}, { feeds: { demo_condition: "new" } }],
      { condition: "new" },
    ],
    [
      "a new car with no reading has 0",
      { car_type: "new", km: 0 },
      [],
      { mileage: { value: 0, unit: "km" } },
    ],
    ["a used car with no reading has none", { km: 0 }, [], { mileage: null }],
    [
      "US sites count miles",
      { km: 16_093 },
      [{ market: "US" }],
      { mileage: { value: 10_000, unit: "miles" }, currency: "USD" },
    ],
    [
      "the location's store code from the settings",
      {},
      [{}, { feeds: { store_codes: { "harbour-city-toyota-alexandria": "HCT-ALX" } } }],
      { store_code: "HCT-ALX" },
    ],
    ["no location: no store code", { location_id: null }, [], { store_code: null, location: null }],
    [
      "a placeholder main photo is left out, the real ones kept",
      { primary_image_url: "https://cdn.example/media/placeholder/vehicle-default.jpg?w=640" },
      [],
      {
        placeholder_image: true,
        images: [1, 2, 3, 4].map((n) => `https://harbourcity.example/media/cars/hilux-${n}.jpg`),
      },
    ],
    [
      "only the placeholder: no photos",
      { primary_image_url: "/media/placeholder/vehicle-default-2.jpg", images: [] },
      [],
      { placeholder_image: true, images: [] },
    ],
    [
      "an absolute photo stays as it is; a script URL is dropped",
      { primary_image_url: "https://cdn.example/a.jpg", images: [{ url: "javascript:alert(1)", thumb: "" }] },
      [],
      { images: ["https://cdn.example/a.jpg"] },
    ],
  ])("%s", (_label, row, site, expected) => {
    expect(adFeedVehicle(feedRow(row), feedSite(...site), "google")).toMatchObject(expected);
  });
});

describe("the checks both feeds make", () => {
  const names = { price: "price", image: "image_link", mileage: "mileage", description: "description" };
  const codes = (row: Parameters<typeof feedRow>[0]) =>
    commonIssues(adFeedVehicle(feedRow(row), feedSite(), "google"), names).map(
      (i) => `${i.severity}:${i.code}`,
    );

  test.each<[string, Parameters<typeof feedRow>[0], string[]]>([
    ["a complete listing", {}, []],
    ["SPEC 5: a price at or below $10", { price: 1000 }, ["error:price_missing"]],
    ["no price", { price: null }, ["error:price_missing"]],
    ["no photo", { primary_image_url: null, images: [] }, ["error:image_missing"]],
    [
      "only the placeholder",
      { primary_image_url: "/media/placeholder/vehicle-default.jpg", images: [] },
      ["error:image_placeholder"],
    ],
    [
      "a placeholder main photo with real ones",
      { primary_image_url: "/media/placeholder/vehicle-default.jpg" },
      ["warning:image_placeholder"],
    ],
    [
      "too few photos",
      {
        primary_image_url: null,
        images: [
          { url: "/a.jpg", thumb: "/a.jpg" },
          { url: "/b.jpg", thumb: "/b.jpg" },
        ],
      },
      ["warning:few_photos"],
    ],
    ["a used car without an odometer reading", { km: null }, ["error:mileage_missing"]],
    ["no description", { description: "  " }, ["warning:description_missing"]],
  ])("%s", (_label, row, expected) => {
    expect(codes(row)).toEqual(expected);
  });
});
