/**
 * Google's rules for vehicle listing (`Car`) structured data, as a table: the properties its
 * Search documentation lists as required and recommended for a `Car`, each with the check
 * the Rich Results Test makes of it. No schema.org validator package in the npm registry
 * knows Google's Car rules (the maintained ones cover Product, Recipe, JobPosting …, and
 * need schema.org's vocabulary fetched at run time), so the rules are written down here
 * from Google's documentation, and the tests run every vehicle page's JSON-LD through them.
 *
 * A required property missing or invalid is an error: the page is not eligible. A
 * recommended one is a warning. `carRichResultIssues` returns both.
 */

type Json = Record<string, unknown>;

export interface RichResultIssue {
  severity: "error" | "warning";
  property: string;
  message: string;
}

interface Rule {
  property: string;
  level: "required" | "recommended";
  /** null when the property is present and valid, else what is wrong with it. */
  check(car: Json): string | null;
}

function at(object: unknown, dotted: string): unknown {
  return dotted
    .split(".")
    .reduce<unknown>(
      (value, key) => (value && typeof value === "object" ? (value as Json)[key] : undefined),
      object,
    );
}

/** schema.org lets one value or an array stand for a property; offers are read first-only. */
function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? null : "missing");
const number = (value: unknown) => {
  if (value === undefined || value === null || value === "") return "missing";
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? null : `not a positive number: ${JSON.stringify(value)}`;
};
const url = (value: unknown) => {
  if (typeof value !== "string") return "missing";
  return /^https?:\/\//.test(value) ? null : `not an absolute URL: ${value}`;
};
const oneOf = (allowed: readonly string[]) => (value: unknown) => {
  if (value === undefined) return "missing";
  return typeof value === "string" && allowed.includes(value)
    ? null
    : `${JSON.stringify(value)} is not one of ${allowed.join(", ")}`;
};
const images = (value: unknown) => {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  if (list.length === 0) return "missing";
  const bad = list.find((image) => url(typeof image === "string" ? image : at(image, "url")) !== null);
  return bad === undefined ? null : `not an absolute URL: ${JSON.stringify(bad)}`;
};

const CONDITIONS = ["https://schema.org/NewCondition", "https://schema.org/UsedCondition"];
const AVAILABILITY = [
  "https://schema.org/InStock",
  "https://schema.org/PreOrder",
  "https://schema.org/SoldOut",
  "https://schema.org/OutOfStock",
];

/** Google Search Central, "Vehicle listing (Car) structured data", its property tables. */
const CAR_RULES: readonly Rule[] = [
  { property: "@type", level: "required", check: (c) => oneOf(["Car", "Vehicle"])(c["@type"]) },
  { property: "name", level: "required", check: (c) => text(c.name) },
  { property: "brand.name", level: "required", check: (c) => text(at(c.brand, "name")) },
  { property: "model", level: "required", check: (c) => text(c.model) },
  {
    property: "vehicleModelDate",
    level: "required",
    check: (c) => (/^\d{4}$/.test(String(c.vehicleModelDate ?? "")) ? null : "not a year (YYYY)"),
  },
  { property: "image", level: "required", check: (c) => images(c.image) },
  {
    property: "vehicleIdentificationNumber",
    level: "required",
    // 17 characters, no I, O or Q (ISO 3779).
    check: (c) =>
      c.vehicleIdentificationNumber === undefined
        ? "missing"
        : /^[A-HJ-NPR-Z0-9]{17}$/i.test(String(c.vehicleIdentificationNumber))
          ? null
          : "not a 17-character VIN",
  },
  { property: "offers", level: "required", check: (c) => (first(c.offers) ? null : "missing") },
  { property: "offers.price", level: "required", check: (c) => number(at(first(c.offers), "price")) },
  {
    property: "offers.priceCurrency",
    level: "required",
    check: (c) => {
      const currency = at(first(c.offers), "priceCurrency");
      return typeof currency === "string" && /^[A-Z]{3}$/.test(currency) ? null : "not an ISO 4217 code";
    },
  },
  {
    property: "mileageFromOdometer",
    level: "required",
    check: (c) => {
      const value = at(c.mileageFromOdometer, "value");
      if (value === undefined) return "missing";
      if (typeof value !== "number" || value < 0) return `not a distance: ${JSON.stringify(value)}`;
      return oneOf(["KMT", "SMI"])(at(c.mileageFromOdometer, "unitCode"));
    },
  },
  { property: "itemCondition", level: "recommended", check: (c) => oneOf(CONDITIONS)(c.itemCondition) },
  {
    property: "offers.availability",
    level: "recommended",
    check: (c) => oneOf(AVAILABILITY)(at(first(c.offers), "availability")),
  },
  { property: "bodyType", level: "recommended", check: (c) => text(c.bodyType) },
  { property: "color", level: "recommended", check: (c) => text(c.color) },
  {
    property: "driveWheelConfiguration",
    level: "recommended",
    check: (c) => text(c.driveWheelConfiguration),
  },
  {
    property: "vehicleEngine.fuelType",
    level: "recommended",
    // schema.org also takes fuelType on the vehicle itself.
    check: (c) => text(at(c.vehicleEngine, "fuelType") ?? c.fuelType),
  },
  { property: "numberOfDoors", level: "recommended", check: (c) => number(c.numberOfDoors) },
  { property: "vehicleConfiguration", level: "recommended", check: (c) => text(c.vehicleConfiguration) },
  {
    property: "vehicleSeatingCapacity",
    level: "recommended",
    check: (c) => number(c.vehicleSeatingCapacity ?? c.seatingCapacity),
  },
  { property: "vehicleTransmission", level: "recommended", check: (c) => text(c.vehicleTransmission) },
];

function carRichResultIssues(car: Json): RichResultIssue[] {
  return CAR_RULES.flatMap((rule) => {
    const message = rule.check(car);
    return message === null
      ? []
      : [{ severity: rule.level === "required" ? "error" : "warning", property: rule.property, message }];
  });
}

/** The errors alone: an empty list means the page is eligible for the rich result. */
export function carRichResultErrors(car: Json): RichResultIssue[] {
  return carRichResultIssues(car).filter((issue) => issue.severity === "error");
}
