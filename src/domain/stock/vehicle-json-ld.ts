import type { Market } from "@/domain/config/site-config";
import { KM_PER_MILE, localeFor } from "@/domain/site/locale";
import type { CarFacts } from "@/domain/stock/car-facts";
import { PRICE_DISPLAY_MIN_CENTS, type PriceMode } from "@/domain/stock/price-display";
import { priceQualifier } from "@/domain/stock/price-qualifier";
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
  /** The weekly price of a subscription site's car, in cents. */
  subscription_price?: number | null;
  /** The drive-away price the feed gives, in cents. */
  dapprice?: number | null;
};

/**
 * A hire or subscription rate: the unit it is per, as UN/CEFACT codes (schema.org unitCode)
 * and in words, and the offer's business function (GoodRelations: the car is lent out).
 */
const RATE_UNIT: Record<Exclude<PriceMode, "sale">, { unitCode: string; unitText: string }> = {
  "rental-daily": { unitCode: "DAY", unitText: "per day" },
  "subscription-weekly": { unitCode: "WEE", unitText: "per week" },
};
const LEASE_OUT = "http://purl.org/goodrelations/v1#LeaseOut";
const SELL = "http://purl.org/goodrelations/v1#Sell";

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

/** Money as schema.org writes it: dollars with cents, as text. */
const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * The offer, as the page prices the car. A purchase: the price the page shows (over $10),
 * the car's condition, and the drive-away price as a second price specification when the
 * page shows one. A hire or subscription car: its rate (the car's daily price, or the weekly
 * subscription price) with its unit, lent out rather than sold, and no condition: a fleet
 * car is neither offered new nor used.
 */
function offerFor(
  car: JsonLdCar,
  {
    currency,
    url,
    priceMode,
    qualifier,
  }: { currency: string; url: string; priceMode: PriceMode; qualifier: string | null },
): Record<string, unknown> {
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    priceCurrency: currency,
    availability: availability(car),
    url,
  };
  if (priceMode !== "sale") {
    const rate = priceMode === "subscription-weekly" ? (car.subscription_price ?? null) : car.price;
    offer.businessFunction = LEASE_OUT;
    if (rate !== null && rate > PRICE_DISPLAY_MIN_CENTS) {
      offer.price = money(rate);
      offer.priceSpecification = {
        "@type": "UnitPriceSpecification",
        price: money(rate),
        priceCurrency: currency,
        ...RATE_UNIT[priceMode],
        referenceQuantity: {
          "@type": "QuantitativeValue",
          value: 1,
          unitCode: RATE_UNIT[priceMode].unitCode,
        },
      };
    }
    return offer;
  }
  offer.businessFunction = SELL;
  offer.itemCondition = CONDITION[car.car_type];
  if (car.price === null || car.price <= PRICE_DISPLAY_MIN_CENTS) return offer;
  offer.price = money(car.price);
  const shown = priceQualifier(car, { mode: priceMode, configured: qualifier });
  // The page shows a drive-away price under the price, or says the price is drive away.
  const driveAway =
    shown.driveAwayCents ?? (shown.qualifier?.trim().toLowerCase() === "drive away" ? car.price : null);
  if (driveAway !== null) {
    offer.priceSpecification = {
      "@type": "PriceSpecification",
      name: "Drive away",
      price: money(driveAway),
      priceCurrency: currency,
    };
  }
  return offer;
}

/**
 * schema.org Car for a vehicle page (structured data that is
 * true): `model` is the model alone, the trim (series and badge) goes in
 * `vehicleConfiguration`; the odometer is in kilometres (KMT) or, on US sites, statute miles
 * (SMI); the offer says what the page does (offerFor): a price to buy, or a rate to hire.
 */
export function vehicleJsonLd(
  car: JsonLdCar,
  {
    market,
    url,
    images,
    priceMode = "sale",
    priceQualifier: qualifier = null,
  }: {
    market: Market;
    url: string;
    images: readonly string[];
    /** How the site prices its cars (priceModeFor(template)). */
    priceMode?: PriceMode;
    /** The site's words after a sale price (labels.price_qualifier). */
    priceQualifier?: string | null;
  },
): Record<string, unknown> {
  const { currency, distance_unit } = localeFor(market);
  const trim = vehicleTrim(car);
  const km = car.km ?? 0;
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Car",
    name: car.name,
    url,
    brand: { "@type": "Brand", name: car.make },
    manufacturer: car.make,
    model: car.model,
    vehicleModelDate: String(car.year),
    ...(priceMode === "sale" ? { itemCondition: CONDITION[car.car_type] } : {}),
    mileageFromOdometer: {
      "@type": "QuantitativeValue",
      value: Math.round(distance_unit === "mi" ? km / KM_PER_MILE : km),
      unitCode: distance_unit === "mi" ? "SMI" : "KMT",
    },
    offers: offerFor(car, { currency, url, priceMode, qualifier }),
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
