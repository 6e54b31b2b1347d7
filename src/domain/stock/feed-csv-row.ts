import type { FeedCar } from "@/domain/stock/feed-car";
import { TRADE_SPEC_KINDS } from "@/domain/stock/trade-specs";

/**
 * How a CSV cell becomes a feed value. CSV has only text, so each column is read by what
 * its field holds; anything that cannot be read is passed on as text, and the feed schema
 * then names the field ("year": "must be a whole number").
 *
 * - empty cell: the field is absent (its default applies);
 * - numbers: `42990`, `42,990.50`, `$42,990`;
 * - true/false: `true`/`false`, `yes`/`no`, `y`/`n`, `1`/`0`;
 * - lists (images, features, date): values separated by `|`;
 * - payment_processors, autograb_data: JSON in the cell.
 */
type CellKind = "text" | "number" | "money" | "boolean" | "list" | "json";

const KINDS: Partial<Record<keyof FeedCar, CellKind>> = {
  year: "number",
  km: "number",
  doors: "number",
  seats: "number",
  ...TRADE_SPEC_KINDS,
  location_id: "number",
  price: "money",
  before_price: "money",
  dapprice: "money",
  subscription_price: "money",
  offer_price: "money",
  offer_extra: "money",
  sold: "boolean",
  reserved: "boolean",
  reservable: "boolean",
  preorder: "boolean",
  certified: "boolean",
  show_on_dealer_website: "boolean",
  images: "list",
  features: "list",
  date: "list",
  payment_processors: "json",
  autograb_data: "json",
};

const TRUE = new Set(["true", "yes", "y", "1"]);
const FALSE = new Set(["false", "no", "n", "0"]);

function cell(kind: CellKind, raw: string): unknown {
  const value = raw.trim();
  if (value === "") return undefined;
  switch (kind) {
    case "number":
    case "money": {
      const cleaned = kind === "money" ? value.replace(/^\$/, "").replace(/,/g, "") : value.replace(/,/g, "");
      const n = /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
      return Number.isFinite(n) ? n : value;
    }
    case "boolean": {
      const lower = value.toLowerCase();
      if (TRUE.has(lower)) return true;
      if (FALSE.has(lower)) return false;
      return value;
    }
    case "list":
      return value
        .split("|")
        .map((part) => part.trim())
        .filter((part) => part !== "");
    case "json":
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    default:
      return raw;
  }
}

/** One CSV row (header name → cell) as the feed's JSON input. */
export function feedInputFromCsv(values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    const value = cell(KINDS[name as keyof FeedCar] ?? "text", raw);
    if (value !== undefined) out[name] = value;
  }
  return out;
}
