import type { Market } from "@/domain/config/site-config";
import { KM_PER_MILE, localeFor } from "@/domain/site/locale";
import type { CarFacts } from "@/domain/stock/car-facts";
import { PRICE_DISPLAY_MIN_CENTS } from "@/domain/stock/price-display";
import { vehicleTrim } from "@/domain/stock/vehicle-meta";
import { isAvailable } from "@/domain/stock/vehicle-status";

export type JsonLdCar = Pick<
  CarFacts,
  | "name"
  | "make"
  | "model"
  | "series"
  | "badge"
  | "year"
  | "km"
  | "vin"
  | "stocknum"
  | "car_type"
  | "status"
  | "sold"
  | "price"
> & {
  body?: string | null;
  fuel?: string | null;
  transmission?: string | null;
  colour?: string | null;
  drive?: string | null;
  doors?: number | null;
  seats?: number | null;
  description?: string | null;
};

const CONDITION: Record<CarFacts["car_type"], string> = {
  new: "https://schema.org/NewCondition",
  // A demonstrator has been registered and driven: search engines class it as used.
  demo: "https://schema.org/UsedCondition",
  used: "https://schema.org/UsedCondition",
};

function availability(car: Pick<CarFacts, "status" | "sold">): string {
  if (!isAvailable(car)) return "https://schema.org/SoldOut";
  return car.status === "coming_soon" ? "https://schema.org/PreOrder" : "https://schema.org/InStock";
}

function present<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined && !(typeof value === "string" && value.trim() === "");
}

/**
 * schema.org Car for a vehicle page (SPEC issue 3 "Search engines"): `model` is the model
 * alone, the trim (series and badge) goes in `vehicleConfiguration`; the odometer is in
 * kilometres (KMT) or, on US sites, statute miles (SMI); the offer carries the price only
 * when the page shows one (over $10), in the site's currency.
 */
export function vehicleJsonLd(
  car: JsonLdCar,
  { market, url, images }: { market: Market; url: string; images: readonly string[] },
): Record<string, unknown> {
  const { currency, distance_unit } = localeFor(market);
  const trim = vehicleTrim(car);
  const km = car.km ?? 0;
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    priceCurrency: currency,
    availability: availability(car),
    itemCondition: CONDITION[car.car_type],
    url,
  };
  if (car.price !== null && car.price > PRICE_DISPLAY_MIN_CENTS) offer.price = (car.price / 100).toFixed(2);
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Car",
    name: car.name,
    url,
    brand: { "@type": "Brand", name: car.make },
    manufacturer: car.make,
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: CONDITION[car.car_type],
    mileageFromOdometer: {
      "@type": "QuantitativeValue",
      value: Math.round(distance_unit === "mi" ? km / KM_PER_MILE : km),
      unitCode: distance_unit === "mi" ? "SMI" : "KMT",
    },
    offers: offer,
  };
  if (trim) data.vehicleConfiguration = trim;
  if (present(car.vin)) data.vehicleIdentificationNumber = car.vin.trim();
  if (present(car.stocknum)) data.sku = car.stocknum;
  if (images.length > 0) data.image = [...images];
  if (present(car.body)) data.bodyType = car.body;
  if (present(car.fuel)) data.fuelType = car.fuel;
  if (present(car.transmission)) data.vehicleTransmission = car.transmission;
  if (present(car.colour)) data.color = car.colour;
  if (present(car.drive)) data.driveWheelConfiguration = car.drive;
  if (present(car.doors)) data.numberOfDoors = car.doors;
  if (present(car.seats)) data.seatingCapacity = car.seats;
  if (present(car.description)) data.description = car.description;
  return data;
}
