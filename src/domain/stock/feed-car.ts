import { z } from "zod";
import { slugify } from "@/domain/input/slugify";
import { normaliseMake } from "@/domain/stock/canonical-make";
import { isValidVehicleSlug } from "@/domain/stock/vehicle-paths";

/**
 * The inventory feed's car (PUT /api/feed/cars/{stocknum}, `npm run import`): the
 * Car fields a dealer's system sends, under the spec's names. Money is in DOLLARS (a number
 * with at most two decimals, e.g. 42990 or 42990.5) because that is what dealer systems
 * export; it is stored in cents. Derived fields (id, thumbnails, image_count,
 * has_checkout_payment_processor, dealership_id, created_at) are not accepted.
 *
 * The body is a full representation (PUT): an absent optional field is cleared, so sending
 * the same body twice leaves the same car.
 */

export const FEED_STOCKNUM = /^[A-Za-z0-9._-]{1,40}$/;
const STOCKNUM_MESSAGE = "must be 1-40 letters, digits, dots, hyphens or underscores";
const MAX_DOLLARS = 100_000_000;

/** A wrong type says what is expected; an absent required field says it is required. */
const typeError = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "is required" : expected;

const text = (max: number) =>
  z
    .string({ error: typeError("must be text") })
    .trim()
    .max(max, `must be at most ${max} characters`);
const requiredText = (max: number) => text(max).min(1, "is required");
const optionalText = (max: number) => text(max).nullish();

const integer = (min: number, max: number) =>
  z
    .number({ error: typeError("must be a whole number") })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** Whole dollars or dollars and cents; becomes integer cents. */
const dollars = z
  .number({ error: typeError("must be a number of dollars") })
  .min(0, "must not be negative")
  .max(MAX_DOLLARS, `must be at most ${MAX_DOLLARS} dollars`)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "must have at most 2 decimal places")
  .transform((v) => Math.round(v * 100));
const optionalDollars = dollars.nullish().transform((v) => v ?? null);

const flag = z.boolean({ error: typeError("must be true or false") });

/** An image address: an absolute http(s) URL or a path on this server (/media/...). */
const imageUrl = z
  .string({ error: typeError("must be a URL") })
  .trim()
  .max(2000, "must be at most 2000 characters")
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^\s]*$/.test(v), "must be an http(s) URL or a /path");

const image = z.union(
  [
    imageUrl.transform((url) => ({ url, thumb: url })),
    z.object({ url: imageUrl, thumb: imageUrl.optional() }),
  ],
  { error: typeError("must be a URL or {url, thumb}") },
);

const timestamp = z.iso.datetime({
  offset: true,
  error: "must be an ISO 8601 date-time, e.g. 2025-06-16T09:30:00+10:00",
});

const MAX_LIST_DATES = 20;
const LIST_DATE_MESSAGE =
  "must be a day (2025-06-16) or an ISO 8601 date-time, e.g. 2025-06-16T09:30:00+10:00";
/** A vehicle list date: a day, or a date-time with its offset. */
const listDate = z
  .string({ error: typeError(LIST_DATE_MESSAGE) })
  .trim()
  .refine(
    (v) => z.iso.date().safeParse(v).success || z.iso.datetime({ offset: true }).safeParse(v).success,
    LIST_DATE_MESSAGE,
  );

const feedCarSchema = z
  .object({
    stocknum: z
      .string({ error: typeError("must be text") })
      .trim()
      .regex(FEED_STOCKNUM, STOCKNUM_MESSAGE)
      .optional(),
    slug: z
      .string({ error: typeError("must be text") })
      .trim()
      .max(200, "must be at most 200 characters")
      .refine((v) => isValidVehicleSlug(v), "must be only letters, digits, hyphens and underscores")
      .nullish(),
    name: optionalText(200),
    /** Stored under the platform's usual name ("VW" → "Volkswagen"). */
    make: requiredText(80).transform(normaliseMake),
    model: requiredText(80),
    series: optionalText(80),
    badge: optionalText(80),
    year: integer(1900, 2100),
    km: integer(0, 5_000_000).default(0),
    vin: z
      .string({ error: typeError("must be text") })
      .trim()
      .regex(/^[A-Za-z0-9]{5,17}$/, "must be 5-17 letters and digits")
      .nullish(),
    car_type: z.enum(["new", "used", "demo"], { error: typeError("must be new, used or demo") }),
    status: z
      .enum(["in_stock", "coming_soon", "sold"], {
        error: typeError("must be in_stock, coming_soon or sold"),
      })
      .default("in_stock"),
    sold: flag.optional(),
    reserved: flag.default(false),
    reservable: flag.nullish(),
    price: optionalDollars,
    before_price: optionalDollars,
    dapprice: optionalDollars,
    subscription_price: optionalDollars,
    offer_price: optionalDollars,
    offer_extra: optionalDollars,
    preorder: flag.default(false),
    tag: optionalText(60),
    certified: flag.default(false),
    simple_fuel: z
      .enum(["Electric", "Hybrid", "PHEV"], { error: typeError("must be Electric, Hybrid or PHEV") })
      .nullish(),
    fuel: optionalText(60),
    body: optionalText(60),
    transmission: optionalText(60),
    drive: optionalText(60),
    engine: optionalText(120),
    colour: optionalText(60),
    doors: integer(0, 10).nullish(),
    seats: integer(0, 100).nullish(),
    /** A truck's gross vehicle mass and gross combination mass, kilograms. */
    gvm_kg: integer(0, 200_000).nullish(),
    gcm_kg: integer(0, 200_000).nullish(),
    /** The driver's licence class a truck needs: LR, MR, HR, HC or MC (written as sent, upper case). */
    licence_class: z
      .string({ error: typeError("must be LR, MR, HR, HC or MC") })
      .trim()
      .toUpperCase()
      .pipe(z.enum(["LR", "MR", "HR", "HC", "MC"], { error: "must be LR, MR, HR, HC or MC" }))
      .nullish(),
    axles: integer(1, 12).nullish(),
    /** A caravan's sleeping berths. */
    berths: integer(0, 20).nullish(),
    /** A caravan's external length in millimetres (a 21 ft van is about 6400). */
    length_mm: integer(0, 30_000).nullish(),
    /** A caravan's tare (empty) mass, aggregate trailer mass and ball weight, kilograms. */
    tare_kg: integer(0, 20_000).nullish(),
    atm_kg: integer(0, 20_000).nullish(),
    ball_weight_kg: integer(0, 2_000).nullish(),
    /** A motorcycle's engine size in cc, and whether it is approved for learner riders. */
    engine_cc: integer(0, 10_000).nullish(),
    lams: flag.nullish(),
    description: optionalText(20_000),
    features: z
      .array(requiredText(200), { error: typeError("must be a list of text") })
      .max(200)
      .default([]),
    manufacturer_body: optionalText(60),
    /** The history report link (file). */
    file: imageUrl.nullish(),
    images: z
      .array(image, { error: typeError("must be a list of image URLs") })
      .max(60, "must be at most 60 images")
      .default([]),
    /** Defaults to the first image. */
    primary_image_url: imageUrl.nullish(),
    /** A location of the dealership by its slug, or by the dealer system's location_id. */
    location: optionalText(120),
    location_id: integer(1, 2_147_483_647).nullish(),
    /** Default: the location's city and state. */
    city: optionalText(80),
    state: optionalText(40),
    show_on_dealer_website: flag.default(true),
    /**
     * The vehicle list dates (arrival, viewing or auction days): one date or a list of up to
     * 20, each a day (2025-06-16) or a date-time with its offset. Past ones are kept but never
     * shown ("Vehicle list dates").
     */
    date: z.preprocess(
      // One date is a list of one; null or absent is none.
      (v) => (v == null ? [] : typeof v === "string" ? [v] : v),
      z
        .array(listDate, { error: typeError("must be a date or a list of dates") })
        .max(MAX_LIST_DATES, `must be at most ${MAX_LIST_DATES} dates`),
    ),
    /** When it sold; defaults to the moment it is first marked sold. */
    sold_date_timestamp: timestamp.nullish(),
    payment_processors: z
      .array(
        z.object({
          authorization_type: requiredText(40),
          authorization_key: optionalText(200),
          deposit_amount: dollars,
        }),
        { error: typeError("must be a list of {authorization_type, authorization_key, deposit_amount}") },
      )
      .max(10)
      .default([]),
    autograb_data: z
      .object(
        { average_market_price: optionalDollars, state_average_market_price: optionalDollars },
        { error: typeError("must be {average_market_price, state_average_market_price}") },
      )
      .nullish(),
    /** Only as a check: it must be the dealership the key (or --dealership) names. */
    dealership_slug: optionalText(120),
  })
  .strict();

export type FeedCar = z.output<typeof feedCarSchema>;

/** Every field the feed takes, in a sensible column order (CSV header, docs). */
export const FEED_FIELDS = Object.keys(feedCarSchema.shape) as (keyof FeedCar)[];

type FeedFieldErrors = Record<string, string>;

export type FeedParseResult = { ok: true; car: FeedCar } | { ok: false; fields: FeedFieldErrors };

/**
 * Validates one car, naming each wrong field with its first problem ("price": "must be a
 * number of dollars"; nested as "images.2.url"). Unknown fields are named too, so a typo
 * ("prize") is not silently dropped.
 */
export function parseFeedCar(input: unknown): FeedParseResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, fields: { body: "must be a JSON object of car fields" } };
  }
  const result = feedCarSchema.safeParse(input);
  if (result.success) return { ok: true, car: result.data };
  return { ok: false, fields: fieldErrors(result.error.issues, "is not a field of the feed") };
}

function fieldErrors(issues: z.core.$ZodIssue[], unknownField: string): FeedFieldErrors {
  const fields: FeedFieldErrors = {};
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[[...issue.path, key].join(".")] ??= unknownField;
      continue;
    }
    const name = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    fields[name] ??= issue.message;
  }
  return fields;
}

/**
 * The fields staff change from the console's stock table, under the feed's own rules (one
 * rule set: a price the feed refuses, the console refuses with the same message).
 */
const STOCK_EDIT_FIELDS = ["price", "status", "tag", "certified", "show_on_dealer_website"] as const;
const stockEditSchema = feedCarSchema.pick({
  price: true,
  status: true,
  tag: true,
  certified: true,
  show_on_dealer_website: true,
});

export type StockEdit = Partial<Pick<FeedCar, (typeof STOCK_EDIT_FIELDS)[number]>>;

/**
 * One console edit: only the fields sent change (price null clears it). Each wrong field is
 * named ("price": "must not be negative"); a field that cannot be edited here is named too.
 */
export function parseStockEdit(
  input: unknown,
): { ok: true; edit: StockEdit } | { ok: false; fields: FeedFieldErrors } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, fields: { body: "must be a JSON object of vehicle fields" } };
  }
  const sent = Object.keys(input);
  if (sent.length === 0) return { ok: false, fields: { body: "must change at least one field" } };
  const result = stockEditSchema.partial().strict().safeParse(input);
  if (!result.success)
    return { ok: false, fields: fieldErrors(result.error.issues, "cannot be changed in the console") };
  const edit = Object.fromEntries(
    Object.entries(result.data).filter(([key]) => sent.includes(key)),
  ) as StockEdit;
  return { ok: true, edit };
}

/** The shopper-facing name when the feed sends none: "2023 Toyota Corolla Ascent Sport". */
export function feedCarName(car: Pick<FeedCar, "name" | "year" | "make" | "model" | "badge">): string {
  if (car.name) return car.name;
  const badge =
    car.badge && !car.model.toLowerCase().includes(car.badge.toLowerCase()) ? ` ${car.badge}` : "";
  return `${car.year} ${car.make} ${car.model}${badge}`;
}

/** The slug a feed car gets when it sends none: its name and stock number ("2023-toyota-corolla-hct1001"). */
export function feedCarSlug(
  car: Pick<FeedCar, "name" | "year" | "make" | "model" | "badge">,
  stocknum: string,
) {
  return slugify(`${feedCarName(car)} ${stocknum}`)
    .slice(0, 180)
    .replace(/-+$/, "");
}
