import type { AutograbData, PaymentProcessor } from "@/domain/stock/car-facts";
import { isUsablePaymentKey } from "@/domain/stock/is-usable-payment-key";
import type { TradeSpecValues } from "@/domain/stock/trade-specs";
import type { CarSummary } from "@/server/stock/car-summary";

/** Where a vehicle stands (its location row), for the location block and the call actions. */
interface CarDetailLocation {
  id: number;
  name: string;
  slug: string;
  phone: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  full: string | null;
  lat: number | null;
  long: number | null;
  map_url: string | null;
  place_url: string | null;
  /** The slugs of the dealership's locations this one sends its stock to. */
  distribution_locations: string[];
}

/**
 * Everything a vehicle page needs (Car), JSON-safe. Server-side only as a whole:
 * `payment_processors` carries authorization keys, so what leaves the server goes through
 * toPublicCar.
 */
export interface CarDetail extends CarSummary, Omit<TradeSpecValues, keyof CarSummary> {
  vin: string | null;
  stocknum: string;
  reservable: boolean | null;
  dapprice: number | null;
  file: string | null;
  thumbnails: string[];
  description: string | null;
  features: string[];
  drive: string | null;
  engine: string | null;
  colour: string | null;
  doors: number | null;
  seats: number | null;
  manufacturer_body: string | null;
  model_id: number | null;
  location_id: number | null;
  payment_processors: PaymentProcessor[];
  has_checkout_payment_processor: boolean;
  autograb_data: AutograbData | null;
  show_on_dealer_website: boolean;
  /** The vehicle list dates still to come (today or later in the car's location's zone). */
  date: string[];
  updated_at: string;
  dealership_slug: string;
  dealership_name: string;
  dealership_phone: string | null;
  location: CarDetailLocation | null;
}

/**
 * The car as the public JSON API and client islands see it: each payment processor says
 * whether its key is usable (not a test key) instead of carrying the key.
 */
export type PublicCar = Omit<CarDetail, "payment_processors"> & {
  payment_processors: { authorization_type: string; deposit_amount: number; usable_key: boolean }[];
};

export function toPublicCar(car: CarDetail): PublicCar {
  return {
    ...car,
    payment_processors: car.payment_processors.map((p) => ({
      authorization_type: p.authorization_type,
      deposit_amount: p.deposit_amount,
      usable_key: isUsablePaymentKey(p.authorization_key),
    })),
  };
}
