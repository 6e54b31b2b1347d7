import {
  type AdFeedVehicle,
  commonIssues,
  type FeedIssue,
  issue,
  priceAmount,
} from "@/domain/ad-feeds/ad-feed-vehicle";
import type { Market, SiteTemplateName } from "@/domain/config/site-config";

/**
 * Meta's automotive catalog (Automotive Inventory Ads, the "vehicles" catalog feed) as CSV:
 * a header row, then one row per vehicle, nested fields flattened under Meta's JSON-path
 * column names (mileage.value, image[0].url, address.city), quoted as RFC 4180 says.
 *
 * Required, and so checked before a row is written (metaVehicleIssues): vehicle_id, title,
 * description, url, make, model, year, mileage.value and mileage.unit, image, body_style,
 * price, exterior_color, state_of_vehicle, address and latitude/longitude. Recommended, and
 * reported when missing: vin, several photos, a body style Meta names. Enum values are
 * Meta's (case-insensitive; sent upper-case).
 */

/** Meta takes up to 20 images per vehicle. */
const META_MAX_IMAGES = 20;

export const META_COLUMNS = [
  "vehicle_id",
  "title",
  "description",
  "url",
  "make",
  "model",
  "year",
  "trim",
  "mileage.value",
  "mileage.unit",
  ...Array.from({ length: META_MAX_IMAGES }, (_, i) => `image[${i}].url`),
  "body_style",
  "exterior_color",
  "transmission",
  "fuel_type",
  "drivetrain",
  "vin",
  "price",
  "sale_price",
  "state_of_vehicle",
  "availability",
  "date_first_on_lot",
  "vehicle_type",
  "dealer_id",
  "dealer_name",
  "dealer_phone",
  "address.addr1",
  "address.city",
  "address.region",
  "address.postal_code",
  "address.country",
  "latitude",
  "longitude",
] as const;

/** Meta's vehicle_type for the vehicles a template sells. */
export function metaVehicleType(template: SiteTemplateName): string {
  switch (template) {
    case "motorcycle":
      return "MOTORCYCLE";
    case "camper":
    case "range":
      return "RV_CAMPER";
    case "truck":
      return "COMMERCIAL";
    default:
      return "CAR_TRUCK";
  }
}

/** Meta's body_style values for the body names dealer systems use; null when none fits. */
export function metaBodyStyle(body: string | null): string | null {
  const b = body?.toLowerCase() ?? "";
  if (b === "") return null;
  if (/convertible|cabrio/.test(b)) return "CONVERTIBLE";
  if (/roadster/.test(b)) return "ROADSTER";
  if (/coupe/.test(b)) return "COUPE";
  if (/crossover/.test(b)) return "CROSSOVER";
  if (/hatch/.test(b)) return "HATCHBACK";
  if (/people mover|minivan/.test(b)) return "MINIVAN";
  if (/mpv/.test(b)) return "MPV";
  if (/sedan|saloon/.test(b)) return "SEDAN";
  if (/wagon|estate/.test(b)) return "WAGON";
  if (/suv/.test(b)) return "SUV";
  if (/ute|pick-?up/.test(b)) return "PICKUP";
  if (/\bvan\b/.test(b)) return "VAN";
  if (/cab chassis|tray|tipper|pantech|curtainsider|prime mover|truck/.test(b)) return "TRUCK";
  return null;
}

/** Meta's fuel_type for a fuel. */
export function metaFuelType(fuel: string | null): string | null {
  const f = fuel?.toLowerCase() ?? "";
  if (f === "") return null;
  if (/plug-?in|phev/.test(f)) return "PLUGIN_HYBRID";
  if (/hybrid/.test(f)) return "HYBRID";
  if (/electric|\bev\b/.test(f)) return "ELECTRIC";
  if (/diesel/.test(f)) return "DIESEL";
  if (/gasoline/.test(f)) return "GASOLINE";
  if (/petrol|unleaded|\bulp\b/.test(f)) return "PETROL";
  if (/flex/.test(f)) return "FLEX";
  return "OTHER";
}

/** Meta's transmission (AUTOMATIC, MANUAL) for a gearbox's description. */
export function metaTransmission(transmission: string | null): string | null {
  const t = transmission?.toLowerCase() ?? "";
  if (t === "") return null;
  if (/auto|cvt|dual clutch|dct|dsg|single speed/.test(t)) return "AUTOMATIC";
  if (/manual/.test(t)) return "MANUAL";
  return "OTHER";
}

/** Meta's drivetrain for a drive's description. */
export function metaDrivetrain(drive: string | null): string | null {
  const d = drive?.toLowerCase().replace(/\s+/g, "") ?? "";
  if (d === "") return null;
  if (d === "fwd" || d === "front") return "FWD";
  if (d === "rwd" || d === "rear") return "RWD";
  if (d === "awd") return "AWD";
  if (d === "4wd" || d === "4x4") return "4X4";
  if (d === "4x2" || d === "2wd") return "4X2";
  return "OTHER";
}

function stateOfVehicle(vehicle: AdFeedVehicle): string {
  if (vehicle.condition === "new") return "NEW";
  return vehicle.certified ? "CPO" : "USED";
}

/** What keeps a vehicle out of Meta's catalog (errors) and what it would show better with (warnings). */
export function metaVehicleIssues(vehicle: AdFeedVehicle, template: SiteTemplateName): FeedIssue[] {
  const issues: FeedIssue[] = [];
  if (vehicle.vin_given === null) {
    issues.push(
      issue("vin_missing", "vin", "warning", "No VIN: Meta recommends one (Marketplace requires it)."),
    );
  } else if (!vehicle.vin_valid) {
    issues.push(
      issue("vin_invalid", "vin", "warning", `The VIN ${vehicle.vin_given} is not valid; it is not sent.`),
    );
  }
  issues.push(
    ...commonIssues(vehicle, {
      price: "price",
      image: "image[0].url",
      mileage: "mileage.value",
      description: "description",
    }),
  );
  if (vehicle.colour === null) issues.push(issue("color_missing", "exterior_color", "error", "No colour."));
  if (metaVehicleType(template) === "CAR_TRUCK" && metaBodyStyle(vehicle.body) === null) {
    issues.push(
      issue(
        "body_style_unmapped",
        "body_style",
        "warning",
        vehicle.body === null
          ? "No body type; OTHER is sent."
          : `The body type "${vehicle.body}" is none of Meta's body styles; OTHER is sent.`,
      ),
    );
  }
  const location = vehicle.location;
  if (location === null || !location.street || !location.city || !location.state) {
    issues.push(
      issue("address_missing", "address", "error", "No street address for the vehicle's location."),
    );
  }
  if (location === null || location.lat === null || location.long === null) {
    issues.push(
      issue("coordinates_missing", "latitude", "error", "No map position for the vehicle's location."),
    );
  }
  return issues;
}

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces. */
function csvField(value: string): string {
  // Most fields need nothing: the cheap test first (a feed writes millions of fields).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters that need work
  if (value === "" || !/[",\u0000-\u001f\u007f]|^\s|\s$/.test(value)) return value;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL and the like are dropped, not sent
  const clean = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
  return /[",\r\n]|^\s|\s$/.test(clean) ? `"${clean.replace(/"/g, '""')}"` : clean;
}

export const META_FEED_HEADER = `${META_COLUMNS.join(",")}\n`;

function money(cents: number | null, currency: string): string {
  return cents === null ? "" : `${priceAmount(cents)} ${currency}`;
}

/** One vehicle's row (a line of its own), its fields in META_COLUMNS' order. Write only vehicles without errors. */
export function metaFeedRow(
  vehicle: AdFeedVehicle,
  site: { template: SiteTemplateName; market: Market },
): string {
  const location = vehicle.location;
  const images: string[] = [];
  for (let i = 0; i < META_MAX_IMAGES; i++) images.push(csvField(vehicle.images[i] ?? ""));
  const fields = [
    vehicle.id,
    vehicle.title,
    vehicle.description ?? vehicle.title,
    vehicle.link,
    vehicle.make,
    vehicle.model,
    String(vehicle.year),
    vehicle.trim,
    vehicle.mileage === null ? "" : String(vehicle.mileage.value),
    vehicle.mileage === null ? "" : vehicle.mileage.unit === "miles" ? "MI" : "KM",
  ].map(csvField);
  const rest = [
    metaBodyStyle(vehicle.body) ?? "OTHER",
    vehicle.colour ?? "",
    metaTransmission(vehicle.transmission) ?? "",
    metaFuelType(vehicle.fuel) ?? "",
    metaDrivetrain(vehicle.drive) ?? "",
    vehicle.vin_valid ? (vehicle.vin_given ?? "") : "",
    money(vehicle.price, vehicle.currency),
    money(vehicle.sale_price, vehicle.currency),
    stateOfVehicle(vehicle),
    "AVAILABLE",
    vehicle.listed_on,
    metaVehicleType(site.template),
    vehicle.dealership?.slug ?? "",
    vehicle.dealership?.name ?? "",
    location?.phone ?? vehicle.dealership?.phone ?? "",
    location?.street ?? "",
    location?.city ?? "",
    location?.state ?? "",
    location?.postcode ?? "",
    site.market,
    location?.lat == null ? "" : String(location.lat),
    location?.long == null ? "" : String(location.long),
  ].map(csvField);
  return `${fields.join(",")},${images.join(",")},${rest.join(",")}\n`;
}
