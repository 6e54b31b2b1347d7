import "server-only";
import type { Market, NavItem, SiteConfigInput, SiteTemplateName } from "@/domain/config/site-config";
import type { ContactDetail, WeekdayHours } from "@/server/db/schema/tenancy";
import type { PaintKey } from "./generate-images";
import type { PhotoDrawing } from "./photo-drawing";
import type { CatalogueKind } from "./vehicle-catalogue";

/** The shapes of the demo data in demo-sites.ts (kept apart so the data file is only data). */

export type CarType = "new" | "used" | "demo";

/**
 * Vehicle states a stock recipe forces onto individual cars (one car per entry), so that
 * every state is present on the sites that list them, deterministically.
 */
const STATE_KEYS = [
  "coming_soon",
  /** Sold 1 day ago: inside the default 3-day window. */
  "sold_recent",
  /** Sold 5 days ago: outside 3 days, inside the range site's 7. */
  "sold_mid",
  /** Sold 10 days ago: outside every window. */
  "sold_old",
  "reserved",
  "not_reservable",
  /** Pre-order: new, coming soon, price null, tag 'Pre-order'. */
  "preorder",
  "test_drive_only",
  "test_drive_vehicle_only",
  "special",
  "electric",
  "hybrid",
  "phev",
  "certified",
  /** Created 2 days ago. */
  "just_arrived",
  /** Created 30+ days ago. */
  "older",
  /** show_on_dealer_website false. */
  "hidden",
  /** Price 1000 cents ($10): at the display threshold, so not shown. */
  "price_ten",
  "price_zero",
  /** The default placeholder as primary image, with real images (swap for the first thumbnail). */
  "placeholder_with_images",
  /** The default placeholder and no images at all. */
  "placeholder_no_images",
  /** A history report file (a small PDF under /media/reports). */
  "history_report",
  /** A test payment key only (must not allow reserve). */
  "test_key",
  /** No payment processor. */
  "no_processor",
  /** Priced more than $499 below the state average market price. */
  "market_below",
  /** Priced above the state average market price. */
  "market_above",
  /** Only a national average market price, priced well below it. */
  "market_national_only",
  /** offer_price and offer_extra (price after offer). */
  "offer",
  "before_price",
  /** A vehicle list date in the future (kept) and one in the past (dropped). */
  "list_date_future",
  "list_date_past",
  /** Vehicle list dates 3 days ago (dropped) and in 9 days (kept). */
  "list_dates_mixed",
  /** Only 1-2 photos (below a 3-photo minimum). */
  "few_photos",
] as const;
export type StateKey = (typeof STATE_KEYS)[number];

export interface CheckoutRecipe {
  authorization_type: "stripe" | "windcave" | "adyen";
  live_key: string;
  test_key: string;
  /** Cents. */
  deposit_amount: number;
}

export interface StockRecipe {
  /** Location slugs (of the owning dealership) the cars stand at, in rotation. */
  locations: readonly string[];
  count: number;
  kind: CatalogueKind;
  /** Catalogue makes new and demo cars are drawn from. */
  makes: readonly string[];
  /** Extra makes that only appear as used cars (trade-ins). */
  used_makes?: readonly string[];
  /** Only these catalogue models (by model name), e.g. a rental fleet. */
  models?: readonly string[];
  /** Relative weights of the conditions. */
  car_types: Partial<Record<CarType, number>>;
  /** One car per entry gets this state. */
  states: readonly StateKey[];
  /** Photos per car [min, max] (max 5). Default [3, 5]. */
  photos?: readonly [number, number];
  /** Share of used cars that are certified. */
  certified_share?: number;
  /** 'rental-daily': price holds the daily rate. */
  price_mode?: "sale" | "rental-daily";
  /** Fill subscription_price (weekly). */
  subscription?: boolean;
  /** Fill autograb_data on used cars. */
  autograb?: boolean;
  /** Payment processors for online reserve/checkout. */
  checkout?: CheckoutRecipe | null;
  /** How the dealer's feed spells some makes (e.g. VW for Volkswagen), applied to about half. */
  feed_make_spellings?: Readonly<Record<string, string>>;
  /**
   * The last this many cars of the recipe have no VIN (the dealer system left it empty), so the
   * ad feeds' report has something to report.
   */
  missing_vins?: number;
}

interface DemoReviewSummary {
  count: number;
  average_rating: number;
}

export interface DemoLocation {
  slug: string;
  name: string;
  /** The dealer system's location id (e.g. 2919). */
  location_id: number;
  location_type: "sales" | "service" | "parts";
  also_types?: readonly ("sales" | "service" | "parts")[];
  primary?: boolean;
  visible?: boolean;
  /** Slugs of the dealership's locations this one sends stock to (none by default). */
  distribution_locations?: readonly string[];
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
  time_zone: string;
  contact: ContactDetail;
  hours: readonly WeekdayHours[];
  dealer_license_number: string | null;
  motor_vehicle_repairer: string | null;
  manufacturers: readonly string[];
  reviews: DemoReviewSummary | null;
}

export interface DemoDealership {
  slug: string;
  name: string;
  /** Stock number prefix and slug suffix; unique across the demo. */
  code: string;
  market: Market;
  group: string | null;
  phone: string;
  email: string;
  locations: readonly DemoLocation[];
  stock: readonly StockRecipe[];
}

interface DemoModel {
  manufacturer: string;
  name: string;
  slug: string;
  description: string;
  body: string;
  bodyStyle?: string;
  manufacturer_body?: string;
  manufacturer_body2?: string;
  fuel?: string;
  variant?: string;
  /** Whole dollars. */
  price_from: number;
  status: "new" | null;
  image: { body: PhotoDrawing; paint: PaintKey };
  override_url?: string;
  path?: string;
  accessories_count?: number;
}

interface DemoOffer {
  title: string;
  summary: string;
  ends_in_days: number | null;
  /** Link the offer to one of the site's cars that carries an offer price. */
  with_car: boolean;
}

interface DemoCareer {
  title: string;
  location: string;
  employment_type: "Full time" | "Part time" | "Casual" | "Contract";
  summary: string;
  posted_days_ago: number;
}

/** A blog post of a demo site (validated with the blog's schema when seeded). */
export interface DemoPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** Published this many days before the seed; negative is a post scheduled for later. */
  days_ago: number;
  /** The hero: a vehicle drawing in the blog's 16:9 frame. */
  hero: { body: PhotoDrawing; paint: PaintKey; n: number; alt: string } | null;
  body: readonly {
    heading?: string;
    body: readonly string[];
    list?: readonly string[];
    links?: readonly { label: string; href: string }[];
  }[];
}

export interface DemoSite {
  slug: string;
  name: string;
  template: SiteTemplateName;
  market: Market;
  phone: string;
  email: string;
  domain_name: string | null;
  group: string | null;
  manufacturer: string | null;
  /** The website's own (primary) dealership. */
  dealership: string;
  /** Dealerships whose stock and enquiries the site carries, in order (may be shared). */
  dealerships: readonly string[];
  config: SiteConfigInput;
  /**
   * Store the generated logo the way a dealer's uploaded file is stored (a PNG at 3× and a
   * PNG tab icon, `npm run logo`) instead of as an SVG file, so the demo shows that path too.
   */
  logo_as_upload?: boolean;
  /** Config fields holding database ids, resolved at seed time. */
  config_refs?: { new_only_seller_dealership?: string };
  /** Extra information pages beyond the standard set. */
  pages?: readonly string[];
  models: readonly DemoModel[];
  offers: readonly DemoOffer[];
  careers: readonly DemoCareer[];
  /** Blog posts (the site's `blogs` setting says where they are shown). */
  posts?: readonly DemoPost[];
  /** One line for the README and start output. */
  demonstrates: string;
}

export type { NavItem };
