import { describe, expect, test } from "vitest";
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
