import {
  type AdFeedVehicle,
  commonIssues,
  type FeedIssue,
  issue,
  priceAmount,
} from "@/domain/ad-feeds/ad-feed-vehicle";
import { dropNonXmlChars, escapeMarkup } from "@/domain/security/escape-markup";

/**
 * Google's vehicle ads feed (Merchant Center's vehicle ads product data specification): an
 * RSS 2.0 document whose items carry Google's attributes in its `g:` namespace. Written as a
 * header, one string per item and a footer, so the server can stream any number of items.
 *
 * Required, and so checked before an item is written (googleVehicleIssues): id, title, link,
 * image_link, price, condition, brand (the make), model, year, mileage (with its unit), vin,
 * store_code. Recommended, and reported when missing: description, additional images (at
 * least 3 photos in all), color, trim, body_style. Also sent: the fuel as `engine`, the
 * transmission and drive as `product_detail` (vehicle ads has no attribute of their own for
 * them), the sale price after an offer, the in-store fulfilment at the store code and the
 * product category (916, Cars, Trucks & Vans).
 */

const GOOGLE_NAMESPACE = "http://base.google.com/ns/1.0";
/** Google's product category 916: Vehicles & Parts > Vehicles > Motor Vehicles > Cars, Trucks & Vans. */
const CARS_TRUCKS_AND_VANS = "916";
/** Vehicle ads take up to 10 additional images. */
const MAX_ADDITIONAL_IMAGES = 10;
const MAX_TITLE = 150;
const MAX_DESCRIPTION = 5000;

// The characters XML 1.0 cannot carry.
const NON_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
// Anything escapeMarkup changes, or XML cannot carry: most values have none (surrogates, even
// paired ones, take the careful path too).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML cannot carry
const NEEDS_WORK = /[&<>"'\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/;

/** Text for element content: characters XML cannot carry dropped, markup escaped. */
function xmlText(value: string): string {
  if (!NEEDS_WORK.test(value)) return value;
  return escapeMarkup(NON_XML.test(value) ? dropNonXmlChars(value) : value);
}

function g(name: string, value: string | null | undefined): string {
  return value === null || value === undefined || value === ""
    ? ""
    : `<g:${name}>${xmlText(value)}</g:${name}>`;
}

/** Google's body_style values for the body names dealer systems use; null when none fits. */
export function googleBodyStyle(body: string | null): string | null {
  const b = body?.toLowerCase() ?? "";
  if (b === "") return null;
  if (/convertible|cabrio|roadster/.test(b)) return "convertible";
  if (/coupe/.test(b)) return "coupe";
  if (/crossover/.test(b)) return "crossover";
  if (/hatch/.test(b)) return "hatchback";
  if (/people mover|minivan|mpv/.test(b)) return "minivan";
  if (/sedan|saloon/.test(b)) return "sedan";
  if (/wagon|estate/.test(b)) return "station_wagon";
  if (/suv/.test(b)) return "suv";
  if (/ute|pick-?up/.test(b)) return "truck";
  if (/\bvan\b/.test(b)) return "full_size_van";
  return null;
}

/** Google's engine values (gasoline, diesel, electric, hybrid) for a fuel; null when none fits. */
export function googleEngine(fuel: string | null): string | null {
  const f = fuel?.toLowerCase() ?? "";
  if (/hybrid|phev/.test(f)) return "hybrid";
  if (/electric|\bev\b/.test(f)) return "electric";
  if (/diesel/.test(f)) return "diesel";
  if (/petrol|unleaded|gasoline|\bulp\b/.test(f)) return "gasoline";
  return null;
}

/**
 * What keeps a vehicle out of Google's feed (errors: a required attribute missing or invalid)
 * and what it would show better with (warnings).
 */
export function googleVehicleIssues(vehicle: AdFeedVehicle): FeedIssue[] {
  const issues: FeedIssue[] = [];
  if (vehicle.vin_given === null) {
    issues.push(issue("vin_missing", "vin", "error", "No VIN: Google's vehicle ads require one."));
  } else if (!vehicle.vin_valid) {
    issues.push(
      issue(
        "vin_invalid",
        "vin",
        "error",
        `The VIN ${vehicle.vin_given} is not valid (17 characters without I, O or Q; a US VIN's check digit right).`,
      ),
    );
  }
  issues.push(
    ...commonIssues(vehicle, {
      price: "price",
      image: "image_link",
      mileage: "mileage",
      description: "description",
    }),
  );
  if (vehicle.store_code === null) {
    issues.push(issue("store_code_missing", "store_code", "error", "No location, so no store code."));
  }
  if (vehicle.colour === null) issues.push(issue("color_missing", "color", "warning", "No colour."));
  if (vehicle.trim === "")
    issues.push(issue("trim_missing", "trim", "warning", "No trim (series or badge)."));
  if (googleBodyStyle(vehicle.body) === null) {
    issues.push(
      issue(
        "body_style_unmapped",
        "body_style",
        "warning",
        vehicle.body === null
          ? "No body type."
          : `The body type "${vehicle.body}" is none of Google's body styles.`,
      ),
    );
  }
  return issues;
}

/** The document's start: the RSS channel describing the site's feed. */
export function googleFeedHeader(site: { name: string; origin: string }): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">`,
    "<channel>",
    `<title>${xmlText(`${site.name} vehicles`)}</title>`,
    `<link>${xmlText(`${site.origin}/`)}</link>`,
    `<description>${xmlText(`Vehicles for sale at ${site.name}`)}</description>`,
    "",
  ].join("\n");
}

export const GOOGLE_FEED_FOOTER = "</channel>\n</rss>\n";

function productDetail(name: string, value: string | null): string {
  if (value === null) return "";
  return `<g:product_detail><g:section_name>Vehicle</g:section_name><g:attribute_name>${name}</g:attribute_name>${g("attribute_value", value)}</g:product_detail>`;
}

function money(cents: number | null, currency: string): string | null {
  return cents === null ? null : `${priceAmount(cents)} ${currency}`;
}

/** One vehicle's <item> (a line of its own). Write only vehicles without errors. */
export function googleFeedItem(vehicle: AdFeedVehicle): string {
  // One string built in order (a feed writes a hundred thousand of these): values the feed
  // made itself (numbers, Google's words) go in as they are, every other value through g().
  const images = vehicle.images;
  let more = "";
  for (let i = 1; i < images.length && i <= MAX_ADDITIONAL_IMAGES; i++) {
    more += g("additional_image_link", images[i]);
  }
  const mileage =
    vehicle.mileage === null ? "" : `<g:mileage>${vehicle.mileage.value} ${vehicle.mileage.unit}</g:mileage>`;
  const store = vehicle.store_code;
  const bodyStyle = googleBodyStyle(vehicle.body);
  const engine = googleEngine(vehicle.fuel);
  return (
    `<item>${g("id", vehicle.id)}${g("title", vehicle.title.slice(0, MAX_TITLE))}` +
    g("description", (vehicle.description ?? vehicle.title).slice(0, MAX_DESCRIPTION)) +
    g("link", vehicle.link) +
    g("image_link", images[0]) +
    more +
    g("price", money(vehicle.price, vehicle.currency)) +
    g("sale_price", money(vehicle.sale_price, vehicle.currency)) +
    `<g:condition>${vehicle.condition}</g:condition>` +
    g("brand", vehicle.make) +
    g("model", vehicle.model) +
    `<g:year>${vehicle.year}</g:year>${mileage}` +
    g("vin", vehicle.vin_valid ? vehicle.vin_given : null) +
    (store === null
      ? ""
      : `${g("store_code", store)}<g:vehicle_fulfillment><g:option>in_store</g:option>${g("store_code", store)}</g:vehicle_fulfillment>`) +
    `<g:google_product_category>${CARS_TRUCKS_AND_VANS}</g:google_product_category>` +
    g("color", vehicle.colour) +
    g("trim", vehicle.trim) +
    (bodyStyle === null ? "" : `<g:body_style>${bodyStyle}</g:body_style>`) +
    (engine === null ? "" : `<g:engine>${engine}</g:engine>`) +
    productDetail("Transmission", vehicle.transmission) +
    productDetail("Drivetrain", vehicle.drive) +
    "</item>\n"
  );
}
