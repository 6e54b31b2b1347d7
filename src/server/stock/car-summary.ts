import type { CarImage } from "@/domain/stock/car-facts";
import type { cars } from "@/server/db/schema/all";

/** What a vehicle card needs; JSON-safe (dates as ISO strings) so it can be cached. */
export interface CarSummary {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  series: string | null;
  badge: string | null;
  year: number;
  km: number;
  car_type: "new" | "used" | "demo";
  status: "in_stock" | "coming_soon" | "sold";
  sold: boolean;
  reserved: boolean;
  price: number | null;
  before_price: number | null;
  offer_price: number | null;
  offer_extra: number | null;
  subscription_price: number | null;
  preorder: boolean;
  tag: string | null;
  certified: boolean;
  simple_fuel: "Electric" | "Hybrid" | "PHEV" | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  engine: string | null;
  seats: number | null;
  primary_image_url: string | null;
  images: CarImage[];
  dealership_id: number;
  city: string | null;
  state: string | null;
  created_at: string;
  sold_date_timestamp: string | null;
}

export const carSummaryColumns = (t: typeof cars) => ({
  id: t.id,
  slug: t.slug,
  name: t.name,
  make: t.make,
  model: t.model,
  series: t.series,
  badge: t.badge,
  year: t.year,
  km: t.km,
  car_type: t.car_type,
  status: t.status,
  sold: t.sold,
  reserved: t.reserved,
  price: t.price,
  before_price: t.before_price,
  offer_price: t.offer_price,
  offer_extra: t.offer_extra,
  subscription_price: t.subscription_price,
  preorder: t.preorder,
  tag: t.tag,
  engine: t.engine,
  seats: t.seats,
  certified: t.certified,
  simple_fuel: t.simple_fuel,
  body: t.body,
  fuel: t.fuel,
  transmission: t.transmission,
  primary_image_url: t.primary_image_url,
  images: t.images,
  dealership_id: t.dealership_id,
  city: t.city,
  state: t.state,
  created_at: t.created_at,
  sold_date_timestamp: t.sold_date_timestamp,
});

type Row = Omit<CarSummary, "created_at" | "sold_date_timestamp"> & {
  created_at: Date;
  sold_date_timestamp: Date | null;
};

export function toCarSummary(row: Row): CarSummary {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    sold_date_timestamp: row.sold_date_timestamp?.toISOString() ?? null,
  };
}
