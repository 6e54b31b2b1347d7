import "server-only";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { defined } from "@/domain/defined";
import { type FeedCar, feedCarName, feedCarSlug } from "@/domain/stock/feed-car";
import { isUsablePaymentKey } from "@/domain/stock/is-usable-payment-key";
import { tradeSpecValues } from "@/domain/stock/trade-specs";
import type { DbOrTx } from "@/server/db/client";
import { cars, locations } from "@/server/db/schema/all";
import type { FeedDealership } from "@/server/feed/require-feed-key";
import { AppError, validationError } from "@/server/http/app-error";
import { recordPriceChange } from "@/server/stock/record-price-change";

type CarRow = typeof cars.$inferSelect;
type CarValues = Omit<typeof cars.$inferInsert, "id" | "created_at" | "model_id">;

export interface FeedCarRef {
  id: number;
  slug: string;
  stocknum: string;
  status: CarRow["status"];
  sold: boolean;
}

export interface UpsertFeedCarResult {
  car: FeedCarRef;
  /** A new car (201), or an existing one (200). */
  created: boolean;
  /** False when the car already looked exactly like this: nothing was written. */
  changed: boolean;
}

/** JSON with sorted keys: jsonb hands objects back in its own key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

async function resolveLocation(
  db: DbOrTx,
  dealership: FeedDealership,
  car: Pick<FeedCar, "location" | "location_id">,
): Promise<{ id: number; city: string | null; state: string | null } | null> {
  const columns = { id: locations.id, city: locations.city, state: locations.state };
  if (car.location) {
    const [row] = await db
      .select(columns)
      .from(locations)
      .where(and(eq(locations.dealership_id, dealership.id), eq(locations.slug, car.location)));
    if (!row) throw validationError({ location: `is not a location of ${dealership.slug}` });
    return row;
  }
  if (car.location_id != null) {
    const [row] = await db
      .select(columns)
      .from(locations)
      .where(and(eq(locations.dealership_id, dealership.id), eq(locations.location_id, car.location_id)));
    if (!row) throw validationError({ location_id: `is not a location of ${dealership.slug}` });
    return row;
  }
  // No location given: the dealership's primary location, sales first.
  const [row] = await db
    .select(columns)
    .from(locations)
    .where(eq(locations.dealership_id, dealership.id))
    .orderBy(
      desc(locations.primary),
      sql`${locations.location_type} = 'sales' desc`,
      asc(locations.position),
      asc(locations.id),
    )
    .limit(1);
  return row ?? null;
}

async function slugTaken(db: DbOrTx, slug: string, exceptId: number | undefined): Promise<boolean> {
  return (await slugHolder(db, slug, exceptId)) !== null;
}

/** The dealership of the vehicle (other than `exceptId`) that has this slug, else null. */
async function slugHolder(db: DbOrTx, slug: string, exceptId: number | undefined): Promise<number | null> {
  const [row] = await db
    .select({ dealership_id: cars.dealership_id })
    .from(cars)
    .where(exceptId === undefined ? eq(cars.slug, slug) : and(eq(cars.slug, slug), ne(cars.id, exceptId)))
    .limit(1);
  return row?.dealership_id ?? null;
}

/**
 * The slug for a slug the feed sent. A vehicle URL is `/cars/{slug}` on
 * every site that shows the car, and a group's site shows several dealerships' stock, so a
 * slug stays unique across the platform. Another of the dealership's own vehicles having it
 * is the feed's mistake: 409 slug_conflict naming the field (the request is well formed; it
 * clashes with what the dealership already has). Another dealership's vehicle having it must not block
 * this one: the car is written under the slug with the dealership's slug added (numbered if
 * need be), kept on later writes, and the answer says which slug (and URLs) it got. Nothing
 * about the other vehicle is told.
 */
async function sentSlug(
  db: DbOrTx,
  sent: string,
  dealership: FeedDealership,
  existing: { id: number; slug: string } | undefined,
): Promise<string> {
  const holder = await slugHolder(db, sent, existing?.id);
  if (holder === null) return sent;
  if (holder === dealership.id) throw slugConflict();
  const own = `${sent}-${dealership.slug}`;
  if (existing?.slug.startsWith(own) && /^(-\d+)?$/.test(existing.slug.slice(own.length)))
    return existing.slug;
  return generateSlug(db, sent, dealership);
}

const SLUG_TAKEN = "is already used by another of this dealership's vehicles; send another slug";

/** 409: the slug clashes with another of the dealership's own vehicles (the field is named). */
function slugConflict(): AppError {
  return new AppError("slug_conflict", `slug: ${SLUG_TAKEN}`, { fields: { slug: SLUG_TAKEN } });
}

/** A free slug from the car's name and stock number (then with the dealership, then numbered). */
async function generateSlug(db: DbOrTx, base: string, dealership: FeedDealership): Promise<string> {
  const candidates = [base, `${base}-${dealership.slug}`];
  for (let n = 2; n < 50; n++) candidates.push(`${base}-${dealership.slug}-${n}`);
  for (const candidate of candidates) {
    if (!(await slugTaken(db, candidate, undefined))) return candidate;
  }
  throw validationError({ slug: "could not be generated; send one" });
}

/**
 * Writes one feed car for a dealership by stock number: creates it, or replaces the
 * existing car's fields (PUT semantics, so the same body twice changes nothing the second
 * time). Keeps what the feed does not own: id, created_at, the model page link, and the slug
 * when none is sent (vehicle URLs stay stable). Call it inside a transaction; a field the
 * database disagrees with (an unknown location, a slug another vehicle has) is a
 * validation error naming the field, and the caller's transaction rolls back.
 */
export async function upsertFeedCar(
  db: DbOrTx,
  {
    dealership,
    stocknum,
    car,
    now,
  }: { dealership: FeedDealership; stocknum: string; car: FeedCar; now: Date },
): Promise<UpsertFeedCarResult> {
  const [existing] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.dealership_id, dealership.id), eq(cars.stocknum, stocknum)))
    .for("update");

  let slug: string;
  if (car.slug) {
    slug = await sentSlug(db, car.slug, dealership, existing);
  } else {
    slug = existing?.slug ?? (await generateSlug(db, feedCarSlug(car, stocknum), dealership));
  }

  const location = await resolveLocation(db, dealership, car);
  const sold = car.status === "sold" || car.sold === true;
  const images = car.images.map((i) => ({ url: i.url, thumb: i.thumb ?? i.url }));
  const processors = car.payment_processors.map((p) => ({
    authorization_type: p.authorization_type,
    authorization_key: p.authorization_key ?? null,
    deposit_amount: p.deposit_amount,
  }));
  const soldAt = !sold
    ? null
    : car.sold_date_timestamp
      ? new Date(car.sold_date_timestamp)
      : (existing?.sold_date_timestamp ?? now);

  const values: CarValues = {
    slug,
    name: feedCarName(car),
    make: car.make,
    model: car.model,
    series: car.series ?? null,
    badge: car.badge ?? null,
    year: car.year,
    km: car.km,
    vin: car.vin ?? null,
    stocknum,
    car_type: car.car_type,
    // The sold flag and the sold status say the same thing in a feed.
    status: sold ? "sold" : car.status,
    sold,
    reserved: car.reserved,
    reservable: car.reservable ?? null,
    price: car.price ?? null,
    before_price: car.before_price ?? null,
    dapprice: car.dapprice ?? null,
    subscription_price: car.subscription_price ?? null,
    offer_price: car.offer_price ?? null,
    offer_extra: car.offer_extra ?? null,
    preorder: car.preorder,
    tag: car.tag ?? null,
    certified: car.certified,
    simple_fuel: car.simple_fuel ?? null,
    fuel: car.fuel ?? null,
    body: car.body ?? null,
    transmission: car.transmission ?? null,
    drive: car.drive ?? null,
    engine: car.engine ?? null,
    colour: car.colour ?? null,
    doors: car.doors ?? null,
    seats: car.seats ?? null,
    ...tradeSpecValues(car),
    description: car.description ?? null,
    features: car.features,
    manufacturer_body: car.manufacturer_body ?? null,
    file: car.file ?? null,
    primary_image_url: car.primary_image_url ?? images[0]?.url ?? null,
    images,
    thumbnails: images.map((i) => i.thumb),
    image_count: images.length,
    dealership_id: dealership.id,
    location_id: location?.id ?? null,
    city: car.city ?? location?.city ?? null,
    state: car.state ?? location?.state ?? null,
    payment_processors: processors,
    has_checkout_payment_processor: processors.some((p) => isUsablePaymentKey(p.authorization_key)),
    autograb_data: car.autograb_data
      ? {
          average_market_price: car.autograb_data.average_market_price ?? null,
          state_average_market_price: car.autograb_data.state_average_market_price ?? null,
        }
      : null,
    show_on_dealer_website: car.show_on_dealer_website,
    date: car.date,
    sold_date_timestamp: soldAt,
  };

  const ref = (row: Pick<CarRow, "id" | "slug" | "status" | "sold">): FeedCarRef => ({
    id: row.id,
    slug: row.slug,
    stocknum,
    status: row.status,
    sold: row.sold,
  });

  if (existing) {
    const same = (Object.keys(values) as (keyof CarValues)[]).every(
      (key) => stableJson(values[key] ?? null) === stableJson(existing[key] ?? null),
    );
    if (same) return { car: ref(existing), created: false, changed: false };
    const drop = await recordPriceChange(db, {
      carId: existing.id,
      from: existing.price,
      to: values.price ?? null,
      source: "feed",
      now,
    });
    await db
      .update(cars)
      .set({ ...values, ...drop, updated_at: now })
      .where(eq(cars.id, existing.id));
    return { car: ref({ ...existing, ...values }), created: false, changed: true };
  }

  // Two first-time writes of one stock number at once: the second becomes an update.
  const { slug: _slug, ...updatable } = values;
  const [row] = await db
    .insert(cars)
    .values({ ...values, created_at: now, updated_at: now })
    .onConflictDoUpdate({
      target: [cars.dealership_id, cars.stocknum],
      set: { ...updatable, updated_at: now },
    })
    .returning({ id: cars.id, slug: cars.slug, status: cars.status, sold: cars.sold });
  return { car: ref(defined(row, "the car the upsert returned")), created: true, changed: true };
}
