import { describe, expect, test } from "vitest";
import type { Market } from "@/domain/config/site-config";
import { formatDistance, localeFor, localiseText } from "@/domain/site/locale";

describe("localeFor: SPEC 9 'Locale en-AU, en-NZ or en-US (miles, US spelling swaps)'", () => {
  test.each<[Market, string, string, string]>([
    ["AU", "en-AU", "AUD", "km"],
    ["NZ", "en-NZ", "NZD", "km"],
    ["US", "en-US", "USD", "mi"],
  ])("%s → %s, %s, %s", (market, locale, currency, distance_unit) => {
    expect(localeFor(market)).toEqual({ locale, currency, distance_unit });
  });
});

describe("formatDistance: km for AU/NZ, miles for US", () => {
  test.each<[number, Market, string]>([
    [12345, "AU", "12,345 km"],
    [12345, "NZ", "12,345 km"],
    [12345, "US", "7,671 miles"],
    [0, "AU", "0 km"],
    [1, "AU", "1 km"],
    [1.609344, "US", "1 mile"],
    [0, "US", "0 miles"],
    [150000.4, "AU", "150,000 km"],
    [160934.4, "US", "100,000 miles"],
  ])("%d km in %s → %s", (km, market, expected) => {
    expect(formatDistance(km, market)).toBe(expected);
  });
});

describe("localiseText: US spelling swaps", () => {
  test.each<[string, string]>([
    ["colour", "color"],
    ["Exterior Colour", "Exterior Color"],
    ["COLOURS", "COLORS"],
    ["Service Centre", "Service Center"],
    ["Dealer licence number", "Dealer license number"],
    ["New tyres fitted", "New tires fitted"],
    ["Kilometres", "Miles"],
    ["kilometre", "mile"],
    ["Add to favourites", "Add to favorites"],
    ["Favourite", "Favorite"],
    ["Enquire for price.", "Inquire for price."],
    ["General Enquiry", "General Inquiry"],
    ["We answer enquiries daily", "We answer inquiries daily"],
    ["Organise a test drive", "Organize a test drive"],
    ["Parts catalogue", "Parts catalog"],
    ["Aluminium wheels", "Aluminum wheels"],
    // whole words only
    ["discoloured", "discoloured"],
    ["Centrelink", "Centrelink"],
    ["Two-tone colour/trim", "Two-tone color/trim"],
  ])("US: %s → %s", (text, expected) => {
    expect(localiseText(text, "US")).toBe(expected);
  });

  test.each<Market>(["AU", "NZ"])("%s keeps Australian/NZ spelling", (market) => {
    expect(localiseText("Enquire about this colour at our service centre", market)).toBe(
      "Enquire about this colour at our service centre",
    );
  });
});
