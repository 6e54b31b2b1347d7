import "server-only";
import { vinCheckDigit } from "@/domain/ad-feeds/ad-feed-vehicle";
import type { Market } from "@/domain/config/site-config";
import { slugify } from "@/domain/input/slugify";
import type { PaymentProcessor } from "@/domain/stock/car-facts";
import { isUsablePaymentKey } from "@/domain/stock/is-usable-payment-key";
import type { cars } from "@/server/db/schema/stock";
import type { CarType, DemoDealership, StateKey, StockRecipe } from "./demo-types";
import {
  type ImageRequest,
  MAX_PHOTOS_PER_CAR,
  type PaintKey,
  PLACEHOLDER_URL,
  PLACEHOLDER_URL_2,
  type VehicleImage,
  vehicleImages,
} from "./generate-images";
import { type PhotoDrawing, photoDrawingFor } from "./photo-drawing";
import { seedTradeSpecs } from "./trade-specs";
import { CATALOGUE, type CatalogueModel, FEATURES, PAINT_NAMES, WMI } from "./vehicle-catalogue";

/**
 * Deterministic demo stock: a seeded PRNG per stock recipe, so the same `now` always gives
 * the same cars, and editing one recipe does not reshuffle the others. Every state a recipe
 * lists is forced onto one car; the rest are ordinary stock with a realistic spread.
 */

export type NewCar = typeof cars.$inferInsert;

interface HistoryReport {
  slug: string;
  /** Path under the media directory, e.g. reports/2021-toyota-corolla-hct1001.pdf */
  file: string;
  title: string;
  lines: string[];
}

export interface StockRefs {
  dealershipId(slug: string): number;
  location(dealershipSlug: string, locationSlug: string): { id: number; city: string; state: string };
  /** The model page row for a make and model, when one exists. */
  modelId(make: string, model: string): number | null;
}

export interface GeneratedStock {
  cars: NewCar[];
  images: ImageRequest[];
  reports: HistoryReport[];
}

// ---------------------------------------------------------------------------------------
// PRNG

/** mulberry32: a tiny, fast 32-bit generator; good enough for demo data and fully seedable. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, to derive a recipe's seed from its name. */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

class Rng {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  weighted<T extends string>(weights: Partial<Record<T, number>>): T {
    const entries = Object.entries(weights) as [T, number][];
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [key, w] of entries) {
      r -= w;
      if (r < 0) return key;
    }
    return entries[entries.length - 1]![0];
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------
// Helpers

const DAY = 86_400_000;
const MINUTE = 60_000;
const KM_PER_MILE = 1.609344;
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

function thousands(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** A showroom price: nearest $500, less $10 (e.g. 42,990). Whole dollars. */
function showroomDollars(dollars: number): number {
  return Math.max(990, Math.round(dollars / 500) * 500 - 10);
}

const PAINT_WEIGHTS: Record<PaintKey, number> = {
  white: 26,
  silver: 12,
  grey: 15,
  black: 14,
  red: 9,
  blue: 12,
  green: 5,
  orange: 7,
};

/** Which car types a state needs, in order of preference. */
const STATE_TYPES: Partial<Record<StateKey, readonly CarType[]>> = {
  preorder: ["new"],
  offer: ["new", "demo"],
  test_drive_only: ["demo", "new"],
  test_drive_vehicle_only: ["demo", "new"],
  certified: ["used"],
  price_ten: ["used"],
  price_zero: ["used"],
  market_below: ["used"],
  market_above: ["used"],
  market_national_only: ["used"],
};

const FUEL_OF_STATE: Partial<Record<StateKey, CatalogueModel["simple_fuel"]>> = {
  electric: "Electric",
  hybrid: "Hybrid",
  phev: "PHEV",
};

interface Context {
  dealer: DemoDealership;
  recipe: StockRecipe;
  rng: Rng;
  now: Date;
  market: Market;
  refs: StockRefs;
  seq: { n: number };
  /** Makes whose feed spelling has not been used yet in this recipe. */
  pendingSpellings: string[];
}

function candidates(
  ctx: Context,
  type: CarType,
  fuel: CatalogueModel["simple_fuel"] | undefined,
): CatalogueModel[] {
  const { recipe, market } = ctx;
  const makes = new Set(type === "used" ? [...recipe.makes, ...(recipe.used_makes ?? [])] : recipe.makes);
  return CATALOGUE.filter(
    (m) =>
      m.kind === recipe.kind &&
      m.markets.includes(market) &&
      makes.has(m.make) &&
      (!recipe.models || recipe.models.includes(m.model)) &&
      (fuel === undefined || m.simple_fuel === fuel),
  );
}

function chooseType(
  ctx: Context,
  state: StateKey | undefined,
): { type: CarType; state: StateKey | undefined } {
  const allowed = ctx.recipe.car_types;
  const needed = state ? STATE_TYPES[state] : undefined;
  if (needed) {
    const type = needed.find((t) => (allowed[t] ?? 0) > 0);
    if (type) return { type, state };
    return { type: ctx.rng.weighted(allowed), state: undefined };
  }
  return { type: ctx.rng.weighted(allowed), state };
}

function chooseModel(
  ctx: Context,
  type: CarType,
  state: StateKey | undefined,
): { model: CatalogueModel; state: StateKey | undefined } | null {
  const { rng } = ctx;
  const fuel = state ? FUEL_OF_STATE[state] : undefined;
  if (fuel) {
    const list = candidates(ctx, type, fuel);
    if (list.length > 0) return { model: rng.pick(list), state };
    // No model of that fuel among this recipe's makes: an ordinary car instead.
    state = undefined;
  }
  let list = candidates(ctx, type, undefined);
  // Cars carrying a forced state stay free of fuel badges, so that state is what shows.
  if (state) {
    const plain = list.filter((m) => m.simple_fuel === null);
    if (plain.length > 0) list = plain;
  }
  if (type === "used" && ctx.pendingSpellings.length > 0 && !state) {
    const make = ctx.pendingSpellings[0]!;
    const ofMake = list.filter((m) => m.make === make);
    if (ofMake.length > 0) list = ofMake;
  }
  if (list.length === 0) return null;
  return { model: rng.pick(list), state };
}

function chooseYear(ctx: Context, model: CatalogueModel, type: CarType): number {
  const { rng, recipe } = ctx;
  const current = ctx.now.getUTCFullYear();
  const floor = Math.min(model.since, current);
  if (type === "new") return rng.chance(0.82) ? current : Math.max(floor, current - 1);
  if (type === "demo") return rng.chance(0.6) ? current : Math.max(floor, current - 1);
  if (recipe.price_mode === "rental-daily") return Math.max(floor, current - rng.int(0, 2));
  if (recipe.subscription) return Math.max(floor, current - rng.int(1, 2));
  const age = 1 + Math.floor(rng.next() ** 1.4 * 10);
  return Math.max(floor, current - age);
}

/** Whole kilometres (US cars: realistic miles, stored converted to km). */
function chooseKm(ctx: Context, model: CatalogueModel, type: CarType, year: number): number {
  const { rng, market } = ctx;
  const age = Math.max(0, ctx.now.getUTCFullYear() - year) + rng.next() * 0.8;
  const towed = model.kind === "rv" && model.engine === null;
  if (towed) return 0;
  let perYear: number;
  switch (model.kind) {
    case "motorcycle":
      perYear = rng.int(2500, 6000);
      break;
    case "truck":
      perYear = rng.int(45_000, 110_000);
      break;
    case "rv":
      perYear = rng.int(8000, 16_000);
      break;
    default:
      perYear = market === "US" ? rng.int(10_000, 15_000) : rng.int(11_000, 19_000);
  }
  let distance: number;
  if (type === "new") distance = rng.int(5, 60);
  else if (type === "demo") distance = rng.int(1500, 12_000);
  else distance = Math.max(1200, Math.round(perYear * age + rng.int(-2000, 2000)));
  return market === "US" ? Math.round(distance * KM_PER_MILE) : distance;
}

/**
 * A VIN of the make's maker. North American VINs carry a check digit in position 9 (which the
 * ad platforms verify on US listings), so a US car's is computed after the draw: the random
 * sequence, and so every other car, is the same either way.
 */
function vin(rng: Rng, make: string, market: Market): string {
  let out = WMI[make] ?? "ZZZ";
  while (out.length < 17) out += VIN_CHARS[Math.floor(rng.next() * VIN_CHARS.length)];
  return market === "US" ? `${out.slice(0, 8)}${vinCheckDigit(out)}${out.slice(9)}` : out;
}

/**
 * A truck's body: a trim that names one (an NPR sold as a Tipper) wins over the model's,
 * as its photo does, so the listing never says Tipper in its name and Pantech in its body.
 */
const TRUCK_BODIES: readonly (readonly [string, string])[] = [
  ["prime mover", "Prime Mover"],
  ["curtainsider", "Curtainsider"],
  ["tautliner", "Curtainsider"],
  ["tipper", "Tipper"],
  ["tray", "Tray"],
  ["pantech", "Pantech"],
  ["cab chassis", "Cab Chassis"],
];

function bodyOf(model: CatalogueModel, badge: string): string {
  if (model.kind !== "truck") return model.body;
  const named = TRUCK_BODIES.find(([word]) => badge.toLowerCase().includes(word));
  return named ? named[1] : model.body;
}

function describeCar(
  ctx: Context,
  car: {
    name: string;
    body: string;
    colour: string;
    type: CarType;
    km: number;
    certified: boolean;
    features: string[];
  },
  model: CatalogueModel,
  extras: { daily?: number; weekly?: number },
): string {
  const { market, dealer } = ctx;
  const distance = market === "US" ? `${thousands(car.km / KM_PER_MILE)} miles` : `${thousands(car.km)} km`;
  const features = `${car.features.slice(0, -1).join(", ")} and ${car.features[car.features.length - 1]}`;
  if (extras.daily !== undefined) {
    return `Hire this ${car.name} in ${car.colour} from $${extras.daily} per day. ${model.seats} seats, ${model.transmission?.toLowerCase() ?? "automatic"}, unlimited kilometres and comprehensive insurance included. Features ${features}.`;
  }
  if (extras.weekly !== undefined) {
    return `Subscribe to this ${car.name} in ${car.colour} from $${extras.weekly} per week. Registration, insurance, servicing and roadside assistance are included; swap or return with 30 days' notice. Features ${features}.`;
  }
  const sign = `Visit ${dealer.name} or enquire online today.`;
  switch (model.kind) {
    case "rv":
      return `${car.type === "new" ? "Brand new" : "Pre-loved"} ${car.name}, ${model.body.toLowerCase()} sleeping ${model.seats}. ${model.engine ? `${model.engine} with ${model.transmission}, ${distance}. ` : ""}Fitted with ${features}. ${sign}`;
    case "motorcycle":
      return `${car.type === "new" ? "Brand new" : car.type === "demo" ? "Demonstrator" : "Pre-owned"} ${car.name} in ${car.colour}, ${distance}. ${model.engine}, ${model.transmission?.toLowerCase()}. Comes with ${features}. ${sign}`;
    case "truck":
      // The body once: "Hino 500 Series FD 1124 Pantech", never "… Pantech pantech".
      return `${car.name}${car.name.toLowerCase().includes(car.body.toLowerCase()) ? "" : ` ${car.body.toLowerCase()}`} in ${car.colour}${car.type === "new" ? "" : `, ${distance}`}. ${model.engine}, ${model.transmission}, ${model.drive}. Specification includes ${features}. ${sign}`;
    default:
      if (car.type === "new") {
        return `Brand new ${car.name} in ${car.colour}. ${model.engine} with ${model.transmission?.toLowerCase()} transmission and ${model.drive}. Features include ${features}. ${sign}`;
      }
      return `${car.type === "demo" ? "Ex-demonstrator" : "Pre-owned"} ${car.name} in ${car.colour} with ${distance}. ${car.certified ? "Certified: multi-point inspected, with an extended warranty and roadside assistance. " : ""}Features include ${features}. ${market === "AU" ? "Full service history, 12 months' rego. " : ""}${sign}`;
  }
}

function processors(ctx: Context, state: StateKey | undefined): PaymentProcessor[] {
  const checkout = ctx.recipe.checkout;
  if (!checkout) return [];
  const live = {
    authorization_type: checkout.authorization_type,
    authorization_key: checkout.live_key,
    deposit_amount: checkout.deposit_amount,
  };
  const test = {
    authorization_type: checkout.authorization_type,
    authorization_key: checkout.test_key,
    deposit_amount: checkout.deposit_amount,
  };
  if (state === "test_key") return [test];
  if (state === "no_processor") return [];
  if (state) return [live];
  const r = ctx.rng.next();
  if (r < 0.84) return [live];
  if (r < 0.92) return [test];
  return [];
}

function buildCar(
  ctx: Context,
  forced: StateKey | undefined,
): {
  car: NewCar;
  images: VehicleImage[];
  report: HistoryReport | null;
  paint: PaintKey;
  drawing: PhotoDrawing;
} | null {
  const { rng, recipe, dealer, now, market, refs } = ctx;
  const typed = chooseType(ctx, forced);
  const chosen = chooseModel(ctx, typed.type, typed.state);
  if (!chosen) return null;
  const { model } = chosen;
  const state = chosen.state;
  const type = typed.type;

  const badgeIndex = rng.int(0, model.badges.length - 1);
  const badge = model.badges[badgeIndex]!;
  const year = chooseYear(ctx, model, type);
  const km = chooseKm(ctx, model, type, year);
  const paint = rng.weighted(PAINT_WEIGHTS);
  const drawing = photoDrawingFor({ ...model, badge });
  // Coach-built RVs are white (drawn with decals in the paint colour); camper trailers are not.
  const colour = model.kind === "rv" && drawing !== "camper-trailer" ? "White" : rng.pick(PAINT_NAMES[paint]);

  let make = model.make;
  const spelling = recipe.feed_make_spellings?.[model.make];
  if (spelling && type === "used") {
    const pendingAt = ctx.pendingSpellings.indexOf(model.make);
    if (pendingAt >= 0) {
      ctx.pendingSpellings.splice(pendingAt, 1);
      make = spelling;
    } else if (rng.chance(0.6)) {
      make = spelling;
    }
  }

  // Prices, whole dollars first.
  const nzFactor = market === "NZ" ? 1.08 : 1;
  const newDollars = model.price * (1 + 0.11 * badgeIndex) * nzFactor;
  const age = Math.max(0, now.getUTCFullYear() - year);
  let saleDollars: number;
  if (type === "new") saleDollars = showroomDollars(newDollars);
  else if (type === "demo") saleDollars = showroomDollars(newDollars * 0.9);
  else {
    const kmFactor = Math.max(0.55, 1 - km / 700_000);
    saleDollars = showroomDollars(newDollars * 0.84 ** age * kmFactor * (0.94 + rng.next() * 0.1));
  }
  let daily: number | undefined;
  let weekly: number | undefined;
  let price: number | null = saleDollars * 100;
  if (recipe.price_mode === "rental-daily") {
    daily = Math.min(219, Math.max(49, Math.round(model.price / 520 / 10) * 10 - 1));
    price = daily * 100;
  }
  if (recipe.subscription) {
    weekly = Math.min(
      599,
      Math.max(139, Math.round((newDollars * (type === "new" ? 1 : 0.85)) / 230 / 10) * 10 - 1),
    );
  }

  // Photos.
  let photoCount = rng.int(recipe.photos?.[0] ?? 3, recipe.photos?.[1] ?? MAX_PHOTOS_PER_CAR);
  if (state === "few_photos") photoCount = rng.int(1, 2);
  if (state === "placeholder_no_images") photoCount = 0;
  const images = vehicleImages(drawing, paint, photoCount);

  // Identity.
  const seq = ctx.seq.n++;
  const stocknum = `${dealer.code}${seq}`;
  const showBadge = !model.model.toLowerCase().includes(badge.toLowerCase()) && badge !== make;
  const name = `${year} ${make} ${model.model}${showBadge ? ` ${badge}` : ""}`;
  const body = bodyOf(model, badge);
  const slug = slugify(`${name} ${stocknum}`);
  const locationSlug = recipe.locations[seq % recipe.locations.length]!;
  const location = refs.location(dealer.slug, locationSlug);

  // Dates: forced-state cars are plainly "not just arrived" unless that is their state.
  let createdDaysAgo: number;
  if (state === "just_arrived") createdDaysAgo = 2;
  else if (state === "older") createdDaysAgo = rng.int(30, 60);
  else if (state) createdDaysAgo = rng.int(12, 90);
  else createdDaysAgo = rng.chance(0.08) ? rng.int(0, 6) : rng.int(9, 180);
  const createdAt = new Date(now.getTime() - createdDaysAgo * DAY - rng.int(0, 600) * MINUTE);

  let status: NewCar["status"] = "in_stock";
  let sold = false;
  let soldAt: Date | null = null;
  let reserved = false;
  let tag: string | null = null;
  let preorder = false;
  let date: Date[] = [];
  if (!state) {
    const r = rng.next();
    if (r < 0.035) status = "coming_soon";
    else if (r < 0.085) {
      status = "sold";
      sold = true;
      soldAt = new Date(now.getTime() - rng.int(0, 25) * DAY - rng.int(0, 600) * MINUTE);
    } else if (r < 0.11) reserved = true;
    if (status !== "sold" && rng.chance(0.04)) tag = "Special";
    if (status === "coming_soon") date = [new Date(now.getTime() + rng.int(3, 21) * DAY)];
  }
  switch (state) {
    case "coming_soon":
      status = "coming_soon";
      date = [new Date(now.getTime() + 10 * DAY)];
      break;
    case "sold_recent":
    case "sold_mid":
    case "sold_old":
      status = "sold";
      sold = true;
      soldAt = new Date(now.getTime() - (state === "sold_recent" ? 1 : state === "sold_mid" ? 5 : 10) * DAY);
      break;
    case "reserved":
      reserved = true;
      break;
    case "preorder":
      status = "coming_soon";
      preorder = true;
      price = null;
      tag = "Pre-order";
      date = [new Date(now.getTime() + 45 * DAY)];
      break;
    case "test_drive_only":
      tag = "Test Drive Only";
      break;
    case "test_drive_vehicle_only":
      tag = "*** Test Drive Vehicle Only ***";
      break;
    case "special":
      tag = "Special";
      break;
    case "price_ten":
      price = 1000;
      break;
    case "price_zero":
      price = 0;
      break;
    case "list_date_future":
      date = [new Date(now.getTime() + 5 * DAY)];
      break;
    case "list_date_past":
      date = [new Date(now.getTime() - 6 * DAY)];
      break;
    case "list_dates_mixed":
      date = [new Date(now.getTime() - 3 * DAY), new Date(now.getTime() + 9 * DAY)];
      break;
  }

  const certified =
    type === "used" && (state === "certified" || (!state && rng.chance(recipe.certified_share ?? 0)));

  let beforePrice: number | null = null;
  if (
    price !== null &&
    price > 1000 &&
    !daily &&
    (state === "before_price" || (!state && rng.chance(0.08)))
  ) {
    beforePrice = price + rng.int(2, 7) * 50_000;
  }
  let offerPrice: number | null = null;
  let offerExtra: number | null = null;
  if (
    price !== null &&
    price > 1000 &&
    !daily &&
    (state === "offer" || (!state && type !== "used" && rng.chance(0.06)))
  ) {
    offerPrice = rng.int(2, 6) * 50_000;
    offerExtra = state === "offer" || rng.chance(0.5) ? 50_000 : null;
  }
  const dapprice =
    market === "AU" && type !== "used" && price !== null && price > 1000 && !daily && !recipe.subscription
      ? Math.round((price * 1.045) / 1000) * 1000
      : null;

  let autograb: NewCar["autograb_data"] = null;
  if (recipe.autograb && type === "used" && price !== null && price > 1000) {
    const dollars = price / 100;
    let stateAvg: number | null = null;
    let national: number | null = null;
    if (state === "market_below") stateAvg = dollars + rng.int(15, 40) * 100;
    else if (state === "market_above") stateAvg = dollars - rng.int(5, 20) * 100;
    else if (state === "market_national_only") national = dollars + rng.int(15, 30) * 100;
    else if (!state && rng.chance(0.7))
      stateAvg = Math.round((dollars * (0.92 + rng.next() * 0.2)) / 10) * 10;
    if (stateAvg !== null) national = Math.round((stateAvg * (0.97 + rng.next() * 0.06)) / 10) * 10;
    autograb = {
      average_market_price: national === null ? null : national * 100,
      state_average_market_price: stateAvg === null ? null : stateAvg * 100,
    };
  }

  const paymentProcessors = processors(ctx, state);
  const features = rng.shuffle(FEATURES[model.kind]).slice(0, rng.int(6, 9));
  let file: string | null = null;
  let report: HistoryReport | null = null;
  if (state === "history_report" || (!state && type === "used" && rng.chance(0.03))) {
    file = `/media/reports/${slug}.pdf`;
    report = {
      slug,
      file: `reports/${slug}.pdf`,
      title: `Vehicle history report: ${name}`,
      lines: [
        `Stock number: ${stocknum}`,
        `Odometer: ${market === "US" ? `${thousands(km / KM_PER_MILE)} miles` : `${thousands(km)} km`}`,
        "Written-off register: not recorded",
        "Stolen vehicle check: clear",
        "Finance owing (PPSR): none recorded",
        `Prepared for ${dealer.name} (demo data)`,
      ],
    };
  }

  let primary = images[0]?.url ?? PLACEHOLDER_URL;
  if (state === "placeholder_with_images") primary = PLACEHOLDER_URL;
  if (state === "placeholder_no_images") primary = seq % 2 === 0 ? PLACEHOLDER_URL : PLACEHOLDER_URL_2;

  const car: NewCar = {
    slug,
    name,
    make,
    model: model.model,
    series: model.series,
    badge,
    year,
    km,
    vin: vin(rng, model.make, market),
    stocknum,
    car_type: type,
    status,
    sold,
    reserved,
    reservable: state === "not_reservable" ? false : recipe.checkout ? true : null,
    price,
    before_price: beforePrice,
    dapprice,
    subscription_price: weekly === undefined ? null : weekly * 100,
    offer_price: offerPrice,
    offer_extra: offerExtra,
    preorder,
    tag,
    certified,
    simple_fuel: model.simple_fuel,
    fuel: model.fuel,
    body,
    transmission: model.transmission,
    drive: model.drive,
    engine: model.engine,
    colour,
    doors: model.doors,
    seats: model.seats,
    ...seedTradeSpecs(model, badge),
    description: "",
    features,
    manufacturer_body: model.manufacturer_body ?? null,
    model_id: refs.modelId(model.make, model.model),
    file,
    primary_image_url: primary,
    images,
    thumbnails: images.map((i) => i.thumb),
    image_count: images.length,
    dealership_id: refs.dealershipId(dealer.slug),
    location_id: location.id,
    city: location.city,
    state: location.state,
    payment_processors: paymentProcessors,
    has_checkout_payment_processor: paymentProcessors.some((p) => isUsablePaymentKey(p.authorization_key)),
    autograb_data: autograb,
    show_on_dealer_website: state !== "hidden",
    date: date.map((d) => d.toISOString()),
    created_at: createdAt,
    updated_at: soldAt ?? createdAt,
    sold_date_timestamp: soldAt,
  };
  car.description = describeCar(ctx, { name, body, colour, type, km, certified, features }, model, {
    daily,
    weekly,
  });
  return { car, images, report, paint, drawing };
}

/** Every demo dealership's stock, in a fixed order. */
export function generateCars(
  dealerships: readonly DemoDealership[],
  refs: StockRefs,
  now: Date,
): GeneratedStock {
  const out: GeneratedStock = { cars: [], images: [], reports: [] };
  const wanted = new Map<string, ImageRequest>();
  for (const dealer of dealerships) {
    const seq = { n: 1001 };
    dealer.stock.forEach((recipe, index) => {
      const ctx: Context = {
        dealer,
        recipe,
        rng: new Rng(mulberry32(hashString(`${dealer.code}/${index}`))),
        now,
        market: dealer.market,
        refs,
        seq,
        pendingSpellings: Object.keys(recipe.feed_make_spellings ?? {}),
      };
      for (let i = 0; i < recipe.count; i++) {
        const built = buildCar(ctx, recipe.states[i]);
        if (!built)
          throw new Error(`Demo stock recipe ${dealer.code}/${index} has no catalogue model to draw from`);
        // After the car is drawn, so every other car stays exactly as it was.
        if (i >= recipe.count - (recipe.missing_vins ?? 0)) built.car.vin = null;
        out.cars.push(built.car);
        if (built.report) out.reports.push(built.report);
        const key = `${built.drawing}-${built.paint}`;
        const prev = wanted.get(key);
        const count = Math.max(built.images.length, 1);
        if (!prev || prev.count < count) wanted.set(key, { body: built.drawing, paint: built.paint, count });
      }
    });
  }
  out.images = [...wanted.values()];
  return out;
}
