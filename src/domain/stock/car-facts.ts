// The Car fields ("Car") that the stock rules read. Money is integer cents; the
// persistence and API layers map to and from this shape, so names follow the spec.

export type CarType = "new" | "used" | "demo";

export type CarStatus = "in_stock" | "coming_soon" | "sold";

export type SimpleFuel = "Electric" | "Hybrid" | "PHEV";

// Rows come from the database as Date, JSON payloads as ISO strings; rules accept both.
export type DateInput = Date | string;

/** One photo of a car (cars.images): the full-size URL and its thumbnail. */
export interface CarImage {
  url: string;
  thumb: string;
}

/** A way to pay a deposit online for one car (cars.payment_processors). */
export interface PaymentProcessor {
  authorization_type: string;
  authorization_key: string | null;
  /** cents */
  deposit_amount: number;
}

/** AutoGrab's market prices for a car (cars.autograb_data). */
export interface AutograbData {
  /** national average, cents */
  average_market_price: number | null;
  /** cents */
  state_average_market_price: number | null;
}

interface CarLocation {
  name: string;
  slug: string;
  phone: string | null;
}

export interface CarFacts {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  series: string | null;
  badge: string | null;
  year: number;
  km: number | null;
  vin: string | null;
  stocknum: string | null;
  car_type: CarType;
  status: CarStatus;
  sold: boolean;
  reserved: boolean;
  // null means "not set by the dealer", which must not block reserving (only false does).
  reservable: boolean | null;
  /** cents */
  price: number | null;
  /** cents */
  before_price: number | null;
  preorder: boolean;
  tag: string | null;
  certified: boolean;
  created_at: DateInput;
  sold_date_timestamp: DateInput | null;
  simple_fuel: SimpleFuel | null;
  /** history report link */
  file: string | null;
  primary_image_url: string | null;
  images: readonly CarImage[];
  payment_processors: readonly PaymentProcessor[];
  autograb_data: AutograbData | null;
  /** cents; spec: "price after offer = price minus offer price minus an extra amount" */
  offer_price: number | null;
  /** cents */
  offer_extra: number | null;
  show_on_dealer_website: boolean;
  /** the seller */
  dealership_id: number;
  city: string | null;
  // Top-level so per-site location exclusions translate to a plain column filter.
  location_id: number | null;
  location: CarLocation | null;
}
