import { describe, expect, test } from "vitest";
import type { PriceMode } from "@/domain/stock/price-display";
import { carRichResultErrors } from "@/domain/stock/test-support/car-rich-results";
import { type JsonLdCar, vehicleJsonLd } from "@/domain/stock/vehicle-json-ld";

const car: JsonLdCar = {
  name: "2021 Mazda CX-5 Maxx Sport KF Series",
  make: "Mazda",
  model: "CX-5",
  series: "KF Series",
  badge: "Maxx Sport",
  year: 2021,
  km: 45_000,
  vin: "JM0KF4W7A00123456",
  stocknum: "U1234",
  car_type: "used",
  status: "in_stock",
  sold: false,
  price: 2_599_000,
  body: "SUV",
};
const url = "https://harbourcity.example/cars/2021-mazda-cx-5";
const ld = (over: Partial<JsonLdCar> = {}, market: "AU" | "NZ" | "US" = "AU") =>
  vehicleJsonLd({ ...car, ...over }, { market, url, images: ["https://x/1.jpg"] });

describe("vehicleJsonLd (schema.org Car)", () => {
  test("model without trim; series and badge as vehicleConfiguration", () => {
    const data = ld();
    expect(data["@type"]).toBe("Car");
    expect(data.model).toBe("CX-5");
    expect(data.vehicleConfiguration).toBe("KF Series Maxx Sport");
    expect(data.vehicleIdentificationNumber).toBe("JM0KF4W7A00123456");
    expect(data.brand).toEqual({ "@type": "Brand", name: "Mazda" });
    expect(data.image).toEqual(["https://x/1.jpg"]);
  });

  test("no trim → no vehicleConfiguration; no VIN → no vehicleIdentificationNumber", () => {
    const data = ld({ series: null, badge: " ", vin: null });
    expect(data).not.toHaveProperty("vehicleConfiguration");
    expect(data).not.toHaveProperty("vehicleIdentificationNumber");
  });

  test.each([
    { market: "AU" as const, km: 45_000, value: 45_000, unitCode: "KMT" },
    { market: "NZ" as const, km: 45_000, value: 45_000, unitCode: "KMT" },
    { market: "US" as const, km: 16_093.44, value: 10_000, unitCode: "SMI" },
  ])("$market odometer → $value $unitCode", ({ market, km, value, unitCode }) => {
    expect(ld({ km }, market).mileageFromOdometer).toEqual({ "@type": "QuantitativeValue", value, unitCode });
  });

  test.each([
    { market: "AU" as const, currency: "AUD" },
    { market: "NZ" as const, currency: "NZD" },
    { market: "US" as const, currency: "USD" },
  ])("$market offer currency $currency", ({ market, currency }) => {
    expect(ld({}, market).offers).toMatchObject({ priceCurrency: currency, price: "25990.00" });
  });

  test.each([
    { status: "in_stock" as const, sold: false, availability: "https://schema.org/InStock" },
    { status: "coming_soon" as const, sold: false, availability: "https://schema.org/PreOrder" },
    { status: "sold" as const, sold: true, availability: "https://schema.org/SoldOut" },
    { status: "in_stock" as const, sold: true, availability: "https://schema.org/SoldOut" },
  ])("$status sold=$sold → $availability", ({ status, sold, availability }) => {
    expect(ld({ status, sold }).offers).toMatchObject({ availability });
  });

  test.each([
    { price: 1_001, shown: "10.01" },
    { price: 1_000, shown: undefined },
    { price: null, shown: undefined },
  ])("price $price cents → offers.price $shown (shown only above $10)", ({ price, shown }) => {
    expect((ld({ price }).offers as Record<string, unknown>).price).toBe(shown);
  });

  test.each([
    { car_type: "new" as const, condition: "https://schema.org/NewCondition" },
    { car_type: "demo" as const, condition: "https://schema.org/UsedCondition" },
    { car_type: "used" as const, condition: "https://schema.org/UsedCondition" },
  ])("$car_type → $condition", ({ car_type, condition }) => {
    expect(ld({ car_type }).itemCondition).toBe(condition);
  });
});

describe("Structured data that is true, for every trade", () => {
  const full: JsonLdCar = {
    ...car,
    fuel: "Petrol",
    transmission: "Automatic",
    colour: "Soul Red",
    drive: "AWD",
    doors: 5,
    seats: 5,
  };
  const of = (priceMode: PriceMode, over: Partial<JsonLdCar> = {}, priceQualifier: string | null = null) =>
    vehicleJsonLd(
      { ...full, ...over },
      { market: "AU", url, images: ["https://x/1.jpg"], priceMode, priceQualifier },
    );

  test.each<[string, PriceMode, Partial<JsonLdCar>]>([
    ["a purchase", "sale", {}],
    ["a hire car (its daily rate)", "rental-daily", { price: 5_900 }],
    ["a subscription car (its weekly price)", "subscription-weekly", { subscription_price: 18_900 }],
  ])("%s passes Google's Car rules with no error", (_case, mode, over) => {
    expect(carRichResultErrors(of(mode, over))).toEqual([]);
  });

  test.each<[PriceMode, Partial<JsonLdCar>, string, string, string]>([
    ["rental-daily", { price: 5_900 }, "59.00", "DAY", "per day"],
    ["subscription-weekly", { price: 3_000_000, subscription_price: 18_900 }, "189.00", "WEE", "per week"],
  ])(
    "%s: the rate with its unit, lent out, and no condition of new or used",
    (mode, over, price, unitCode, unitText) => {
      const data = of(mode, over);
      expect(data).not.toHaveProperty("itemCondition");
      expect(data.offers).not.toHaveProperty("itemCondition");
      expect(data.offers).toMatchObject({
        price,
        businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price,
          priceCurrency: "AUD",
          unitCode,
          unitText,
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode },
        },
      });
      expect(JSON.stringify(data)).not.toMatch(/NewCondition|UsedCondition/);
    },
  );

  test.each<[string, Partial<JsonLdCar>, string | null, string | null]>([
    ["a drive-away price above the price is shown under it", { dapprice: 2_850_000 }, null, "28500.00"],
    [
      "a drive-away price equal to the price: the price is drive away",
      { dapprice: 2_599_000 },
      null,
      "25990.00",
    ],
    ["the site's own words say the price is drive away", {}, "Drive away", "25990.00"],
    ["no drive-away price and no such words: none", {}, null, null],
    ["other words are not a drive-away price", {}, "Plus on-road costs", null],
  ])("purchase: %s", (_case, over, qualifier, driveAway) => {
    const offers = of("sale", over, qualifier).offers as Record<string, unknown>;
    expect(offers.price).toBe("25990.00");
    expect(offers.itemCondition).toBe("https://schema.org/UsedCondition");
    expect(offers.priceSpecification ?? null).toEqual(
      driveAway === null
        ? null
        : { "@type": "PriceSpecification", name: "Drive away", price: driveAway, priceCurrency: "AUD" },
    );
  });

  // The rules catch what Google would: each row breaks one required property.
  test.each<[string, Partial<JsonLdCar>, PriceMode, string]>([
    ["no VIN", { vin: null }, "sale", "vehicleIdentificationNumber"],
    ["a VIN that is not 17 characters", { vin: "ABC123" }, "sale", "vehicleIdentificationNumber"],
    ["no price shown", { price: null }, "sale", "offers.price"],
    ["a hire car without a rate", { price: null }, "rental-daily", "offers.price"],
    [
      "a subscription car without a weekly price",
      { subscription_price: null },
      "subscription-weekly",
      "offers.price",
    ],
  ])("the check fails %s", (_case, over, mode, property) => {
    expect(carRichResultErrors(of(mode, over)).map((issue) => issue.property)).toEqual([property]);
  });

  test("without images the page is not eligible", () => {
    const data = vehicleJsonLd(full, { market: "AU", url, images: [], priceMode: "sale" });
    expect(carRichResultErrors(data).map((issue) => issue.property)).toEqual(["image"]);
  });
});
