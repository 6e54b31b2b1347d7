import type { Market, SiteConfig, SiteTemplateName } from "@/domain/config/site-config";
import { UTM_PARAMS } from "@/domain/leads/attribution";
import { KM_PER_MILE, localeFor } from "@/domain/site/locale";
import type { CarImage, CarType, SimpleFuel } from "@/domain/stock/car-facts";
import { DEFAULT_PLACEHOLDER_IMAGE_URLS } from "@/domain/stock/display-image";
import { PRICE_DISPLAY_MIN_CENTS, priceAfterOffer, priceModeFor } from "@/domain/stock/price-display";
import { vehicleTitle, vehicleTrim } from "@/domain/stock/vehicle-meta";
import { vehiclePath } from "@/domain/stock/vehicle-paths";

/**
 * Vehicle ad feeds: the vehicles of a site's stock scope written for Google's
 * vehicle ads (google-vehicle-feed.ts) and Meta's automotive catalog (meta-vehicle-feed.ts).
 * This module is what both share: which sites have a feed, a car row read once into the
 * neutral AdFeedVehicle both are written from, and the checks both make (FeedIssue).
 */

export const AD_FEEDS = ["google", "meta"] as const;
export type AdFeedName = (typeof AD_FEEDS)[number];

const AD_FEED_LABEL: Record<AdFeedName, string> = {
  google: "Google vehicle ads feed",
  meta: "Meta automotive catalog",
};

export const AD_FEED_PATH: Record<AdFeedName, string> = {
  google: "/feeds/google-vehicles.xml",
  meta: "/feeds/meta-vehicles.csv",
};

/**
 * Bump when what a feed writes for the same rows changes (an attribute added or mapped
 * differently), so every feed's ETag changes with the code.
 */
export const AD_FEED_FORMAT_VERSION = 1;

/** Photos a listing should have: fewer is reported (the one used-car site asks 3 too). */
const RECOMMENDED_PHOTOS = 3;

/** A car as the feeds read it: the columns the server selects (money in cents, odometer in km). */
export interface AdFeedCarRow {
  id: number;
  slug: string;
  make: string;
  model: string;
  series: string | null;
  badge: string | null;
  year: number;
  km: number | null;
  vin: string | null;
  stocknum: string;
  car_type: CarType;
  certified: boolean;
  price: number | null;
  offer_price: number | null;
  offer_extra: number | null;
  simple_fuel: SimpleFuel | null;
  fuel: string | null;
  body: string | null;
  transmission: string | null;
  drive: string | null;
  colour: string | null;
  description: string | null;
  primary_image_url: string | null;
  images: readonly CarImage[];
  dealership_id: number;
  location_id: number | null;
  /** The day the car was first listed (created_at), YYYY-MM-DD in UTC. */
  listed_on: string;
}

export interface AdFeedLocation {
  id: number;
  slug: string;
  name: string;
  phone: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  lat: number | null;
  long: number | null;
}

interface AdFeedDealership {
  id: number;
  slug: string;
  name: string;
  phone: string | null;
}

/** What a feed needs to know of the site, read once per feed. */
export interface AdFeedSite {
  /** The origin the feed was asked at: every link and image is absolute on it. */
  origin: string;
  name: string;
  template: SiteTemplateName;
  market: Market;
  feeds: SiteConfig["feeds"];
  locations: ReadonlyMap<number, AdFeedLocation>;
  dealerships: ReadonlyMap<number, AdFeedDealership>;
}

// ---------------------------------------------------------------------------------------
// Which sites have a feed

export type AdFeedAvailability = { ok: true } | { ok: false; reason: string };

/** Google's vehicle ads take passenger cars and utes only (not RVs, motorcycles or trucks). */
const GOOGLE_TEMPLATES: ReadonlySet<SiteTemplateName> = new Set(["dealer", "group", "used", "manufacturer"]);

const NOT_CARS: Partial<Record<SiteTemplateName, string>> = {
  motorcycle: "motorcycles",
  camper: "RVs and caravans",
  range: "RVs and caravans",
  truck: "trucks",
};

/**
 * Whether a site serves a feed, and why not: an ad feed lists vehicles for sale, so a hire or
 * subscription site has none; a feed the site turned off is not served; Google's vehicle ads
 * take passenger cars only.
 */
export function adFeedAvailability(
  site: { template: SiteTemplateName; config: Pick<SiteConfig, "feeds"> },
  feed: AdFeedName,
): AdFeedAvailability {
  const mode = priceModeFor(site.template);
  if (mode === "rental-daily") {
    return {
      ok: false,
      reason: "This site hires its vehicles out; vehicle ad feeds list vehicles for sale, so it has none.",
    };
  }
  if (mode === "subscription-weekly") {
    return {
      ok: false,
      reason:
        "This site offers its vehicles on subscription; vehicle ad feeds list vehicles for sale, so it has none.",
    };
  }
  if (!site.config.feeds[feed].enabled) {
    return {
      ok: false,
      reason: `The ${AD_FEED_LABEL[feed]} is turned off for this site (feeds.${feed}.enabled).`,
    };
  }
  if (feed === "google" && !GOOGLE_TEMPLATES.has(site.template)) {
    return {
      ok: false,
      reason: `Google's vehicle ads take passenger cars only; this site sells ${NOT_CARS[site.template] ?? "other vehicles"}.`,
    };
  }
  return { ok: true };
}

// ---------------------------------------------------------------------------------------
// VINs

const VIN_CHARS = /^[A-HJ-NPR-Z0-9]{17}$/;
const VIN_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The North American check digit (49 CFR 565): position 9, '0'–'9' or 'X'. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i] ?? "0";
    const value = /\d/.test(c) ? Number(c) : (VIN_VALUES[c] ?? 0);
    sum += value * (VIN_WEIGHTS[i] ?? 0);
  }
  const digit = sum % 11;
  return digit === 10 ? "X" : String(digit);
}

/**
 * A VIN Google can use: 17 characters without I, O or Q for vehicles from 1981 on (ISO 3779),
 * and on US sites with its check digit right (the NHTSA standard Google checks against).
 * Older vehicles had no standard: any 5 to 17 letters and digits pass.
 */
export function isValidVin(vin: string, { year, market }: { year: number; market: Market }): boolean {
  if (year < 1981) return /^[A-Z0-9]{5,17}$/.test(vin);
  if (!VIN_CHARS.test(vin)) return false;
  return market !== "US" || vin[8] === vinCheckDigit(vin);
}

// ---------------------------------------------------------------------------------------
// The vehicle both feeds are written from

export interface AdFeedVehicle {
  car_id: number;
  slug: string;
  stocknum: string;
  /** The feed item's id: the VIN when it is valid, else the stock number. */
  id: string;
  /** The VIN as given (upper-cased, trimmed), valid or not; null when there is none. */
  vin_given: string | null;
  vin_valid: boolean;
  title: string;
  description: string | null;
  /** The vehicle page, absolute, with the feed's UTM values. */
  link: string;
  /** The vehicle page's path (the report names vehicles by it). */
  path: string;
  /** Absolute photo URLs, the main photo first; placeholders never among them. */
  images: string[];
  /** The main photo given was a default placeholder. */
  placeholder_image: boolean;
  /** Cents, when above the $10 (the page shows no price otherwise). */
  price: number | null;
  /** The price after offer, when the page shows one below the price. */
  sale_price: number | null;
  currency: string;
  condition: "new" | "used";
  certified: boolean;
  car_type: CarType;
  make: string;
  model: string;
  trim: string;
  year: number;
  /** The odometer in the market's unit, or null when there is no reading. */
  mileage: { value: number; unit: "km" | "miles" } | null;
  colour: string | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  drive: string | null;
  store_code: string | null;
  location: AdFeedLocation | null;
  dealership: AdFeedDealership | null;
  /** The day the vehicle was first listed (YYYY-MM-DD). */
  listed_on: string;
}

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

const PLACEHOLDER_PATHS: ReadonlySet<string> = new Set(DEFAULT_PLACEHOLDER_IMAGE_URLS);

function isPlaceholder(url: string): boolean {
  // Most photos are not placeholders: the cheap test first (a feed writes thousands).
  if (!url.includes("/placeholder/")) return false;
  return PLACEHOLDER_PATHS.has(url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, "").replace(/[?#].*$/, ""));
}

/** A photo URL made absolute on the site's origin; anything that is not http(s) or a path is dropped. */
function absolute(url: string, origin: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith("/")) return trimmed.startsWith("//") ? null : `${origin}${trimmed}`;
  return /^https?:\/\//i.test(trimmed) ? trimmed : null;
}

/** A feed's UTM values as a query, once per settings object (a feed writes thousands of links). */
const utmQueries = new WeakMap<object, string>();

/**
 * The query of the feed's UTM values, in the usual order (source, medium, campaign, term,
 * content) whatever order the stored setting has (jsonb keeps its own).
 */
function utmQuery(utm: SiteConfig["feeds"]["google"]["utm"]): string {
  const known = utmQueries.get(utm);
  if (known !== undefined) return known;
  const query = new URLSearchParams();
  for (const key of UTM_PARAMS) {
    const value = utm[key];
    if (value !== undefined) query.set(key, value);
  }
  const search = query.toString();
  const made = search ? `?${search}` : "";
  utmQueries.set(utm, made);
  return made;
}

function addPhoto(images: string[], candidate: string, origin: string): void {
  if (isPlaceholder(candidate)) return;
  const url = absolute(candidate, origin);
  if (url !== null && !images.includes(url)) images.push(url);
}

/** A car row as the feeds write it, for one feed (its UTM values). */
export function adFeedVehicle(row: AdFeedCarRow, site: AdFeedSite, feed: AdFeedName): AdFeedVehicle {
  const { currency, distance_unit } = localeFor(site.market);
  const vin = present(row.vin)?.toUpperCase() ?? null;
  const vinValid = vin !== null && isValidVin(vin, { year: row.year, market: site.market });
  const path = vehiclePath(site.template, row.slug);
  // The photos for an ad: the main one first, then the others, placeholders and repeats left out.
  const primary = present(row.primary_image_url);
  const placeholder = primary !== null && isPlaceholder(primary);
  const images: string[] = [];
  if (primary !== null && !placeholder) addPhoto(images, primary, site.origin);
  for (const image of row.images) addPhoto(images, image.url, site.origin);
  const price = row.price !== null && row.price > PRICE_DISPLAY_MIN_CENTS ? row.price : null;
  const afterOffer = price === null ? null : priceAfterOffer(row);
  const location = row.location_id === null ? null : (site.locations.get(row.location_id) ?? null);
  const km = row.km ?? 0;
  const condition = row.car_type === "demo" ? site.feeds.demo_condition : row.car_type;
  return {
    car_id: row.id,
    slug: row.slug,
    stocknum: row.stocknum,
    id: vinValid && vin !== null ? vin : row.stocknum,
    vin_given: vin,
    vin_valid: vinValid,
    title: vehicleTitle(row),
    description: present(row.description),
    link: `${site.origin}${path}${utmQuery(site.feeds[feed].utm)}`,
    path,
    images,
    placeholder_image: placeholder,
    price,
    sale_price:
      afterOffer !== null && afterOffer > PRICE_DISPLAY_MIN_CENTS && afterOffer < (price ?? 0)
        ? afterOffer
        : null,
    currency,
    condition,
    certified: row.certified && row.car_type === "used",
    car_type: row.car_type,
    make: row.make.trim(),
    model: row.model.trim(),
    trim: vehicleTrim(row),
    year: row.year,
    mileage:
      km > 0
        ? {
            value: Math.round(distance_unit === "mi" ? km / KM_PER_MILE : km),
            unit: distance_unit === "mi" ? "miles" : "km",
          }
        : row.car_type === "new"
          ? { value: 0, unit: distance_unit === "mi" ? "miles" : "km" }
          : null,
    colour: present(row.colour),
    body: present(row.body),
    fuel: present(row.fuel) ?? row.simple_fuel,
    transmission: present(row.transmission),
    drive: present(row.drive),
    store_code: location === null ? null : (site.feeds.store_codes[location.slug] ?? location.slug),
    location,
    dealership: site.dealerships.get(row.dealership_id) ?? null,
    listed_on: row.listed_on,
  };
}

/** Dollars with cents, as both platforms take a price: "45990.00". */
export function priceAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

// ---------------------------------------------------------------------------------------
// Checks both feeds make

export type FeedIssueSeverity = "error" | "warning";

/**
 * One thing wrong with a vehicle for a feed. An error is a required attribute missing or
 * invalid: the vehicle is left out of the feed (sending it would only get it disapproved).
 * A warning is a recommended attribute: the vehicle is sent, and shows less well.
 */
export interface FeedIssue {
  code: string;
  attribute: string;
  severity: FeedIssueSeverity;
  message: string;
}

export const issue = (
  code: string,
  attribute: string,
  severity: FeedIssueSeverity,
  message: string,
): FeedIssue => ({ code, attribute, severity, message });

/** The checks both platforms share; each feed names its own attribute and severity for the VIN. */
export function commonIssues(
  vehicle: AdFeedVehicle,
  names: { price: string; image: string; mileage: string; description: string },
): FeedIssue[] {
  const issues: FeedIssue[] = [];
  if (vehicle.price === null) {
    issues.push(
      issue(
        "price_missing",
        names.price,
        "error",
        "No price above $10: the site shows none, and an ad needs one.",
      ),
    );
  }
  if (vehicle.images.length === 0) {
    issues.push(
      vehicle.placeholder_image
        ? issue("image_placeholder", names.image, "error", "The only photo is the default placeholder.")
        : issue("image_missing", names.image, "error", "No photo."),
    );
  } else {
    if (vehicle.placeholder_image) {
      issues.push(
        issue(
          "image_placeholder",
          names.image,
          "warning",
          "The main photo is the default placeholder; the first real photo is sent in its place.",
        ),
      );
    }
    if (vehicle.images.length < RECOMMENDED_PHOTOS) {
      issues.push(
        issue(
          "few_photos",
          names.image,
          "warning",
          `Only ${vehicle.images.length} photo${vehicle.images.length === 1 ? "" : "s"}; ads show at least ${RECOMMENDED_PHOTOS}.`,
        ),
      );
    }
  }
  if (vehicle.mileage === null) {
    issues.push(
      issue("mileage_missing", names.mileage, "error", "No odometer reading for a used or demo vehicle."),
    );
  }
  if (vehicle.description === null) {
    issues.push(
      issue(
        "description_missing",
        names.description,
        "warning",
        "No description; the title is sent in its place.",
      ),
    );
  }
  return issues;
}
