import type { cars } from "@/server/db/schema/all";

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
  price_drop_from: t.price_drop_from,
  price_dropped_at: t.price_dropped_at,
  offer_price: t.offer_price,
  offer_extra: t.offer_extra,
  dapprice: t.dapprice,
  subscription_price: t.subscription_price,
  preorder: t.preorder,
  tag: t.tag,
  engine: t.engine,
  seats: t.seats,
  berths: t.berths,
  length_mm: t.length_mm,
  engine_cc: t.engine_cc,
  lams: t.lams,
  gvm_kg: t.gvm_kg,
  licence_class: t.licence_class,
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

/** The card's columns of a car row, as the database gives them (carSummaryColumns). */
type Row = Pick<typeof cars.$inferSelect, keyof ReturnType<typeof carSummaryColumns>>;

/**
 * What a vehicle card needs: those columns, typed by the schema, JSON-safe (dates as ISO
 * strings) so it can be cached.
 */
export type CarSummary = Omit<Row, "created_at" | "sold_date_timestamp" | "price_dropped_at"> & {
  created_at: string;
  price_dropped_at: string | null;
  sold_date_timestamp: string | null;
};

export function toCarSummary(row: Row): CarSummary {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    price_dropped_at: row.price_dropped_at?.toISOString() ?? null,
    sold_date_timestamp: row.sold_date_timestamp?.toISOString() ?? null,
  };
}
