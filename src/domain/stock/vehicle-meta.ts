import type { Market } from "@/domain/config/site-config";
import { formatDistance, localeFor } from "@/domain/site/locale";
import type { CarFacts } from "@/domain/stock/car-facts";
import { conditionLabel } from "@/domain/stock/condition-label";
import { formatPrice } from "@/domain/stock/format-price";
import { type PriceMode, priceDisplay } from "@/domain/stock/price-display";
import { priceQualifier } from "@/domain/stock/price-qualifier";
import { isAvailable } from "@/domain/stock/vehicle-status";

export type MetaCar = Pick<
  CarFacts,
  | "make"
  | "model"
  | "series"
  | "badge"
  | "year"
  | "km"
  | "car_type"
  | "status"
  | "sold"
  | "price"
  | "preorder"
> & {
  transmission?: string | null;
  body?: string | null;
  subscription_price?: number | null;
  dapprice?: number | null;
};

/**
 * The odometer as a shopper reads it, or null when there is nothing to say: a new vehicle, or
 * no reading (a towed caravan has no odometer; a feed sends 0 or nothing). Never "0 km".
 */
export function odometerText(car: { car_type: string; km?: number | null }, market: Market): string | null {
  if (car.car_type === "new" || car.km == null || car.km <= 0) return null;
  return formatDistance(car.km, market);
}

/**
 * The trim shown after the model: series and badge, leaving out any part the model already
 * says (a 'Sportster S' badge on the 'Sportster S' model would read twice) or the other part
 * repeats.
 */
export function vehicleTrim(car: Pick<MetaCar, "model" | "series" | "badge">): string {
  const model = car.model.trim().toLowerCase();
  const parts = [car.series, car.badge]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "" && !model.includes(part.toLowerCase()));
  // A part the other one already contains ('Outback' in 'Outback Deluxe') is left out.
  const kept = parts.filter(
    (part, i) =>
      !parts.some(
        (other, j) =>
          j !== i && other.toLowerCase().includes(part.toLowerCase()) && (other !== part || j < i),
      ),
  );
  return kept.join(" ");
}

/** "2021 Mazda CX-5 Maxx Sport": year, make, model, then the trim (vehicleTrim). */
export function vehicleTitle(car: Pick<MetaCar, "year" | "make" | "model" | "series" | "badge">): string {
  return [String(car.year), car.make, car.model, vehicleTrim(car)]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(" ");
}

/**
 * A vehicle page's meta description: condition, title, odometer, gearbox, the price as the
 * page shows it (with its words and the drive-away price under it), and where it is. A hire
 * or subscription car has no condition (the page offers it neither new nor used) and its rate
 * says its unit ('$59/day'). Sold cars say so, so a stale search snippet does not promise a
 * car that has gone.
 */
export function vehicleMetaDescription(
  car: MetaCar,
  options: {
    market: Market;
    siteName: string;
    city?: string | null;
    noPriceText?: string | null;
    preOwnedWording?: boolean;
    priceMode?: PriceMode;
    /** The site's words after a sale price (labels.price_qualifier). */
    priceQualifier?: string | null;
  },
): string {
  const { locale } = localeFor(options.market);
  const mode = options.priceMode ?? "sale";
  const price = priceDisplay(car, { noPriceText: options.noPriceText, locale, mode });
  const facts = [
    odometerText(car, options.market),
    car.transmission?.trim() || null,
    car.body?.trim() || null,
  ].filter((fact): fact is string => fact !== null);
  const where = options.city?.trim() ? ` in ${options.city.trim()}` : "";
  const head =
    mode === "sale"
      ? `${conditionLabel(car.car_type, options.preOwnedWording)} ${vehicleTitle(car)}`
      : vehicleTitle(car);
  let priceText = price.text.replace(/\.$/, "");
  if (price.kind === "price") {
    const shown = priceQualifier(car, { mode, configured: options.priceQualifier ?? null });
    if (shown.qualifier) priceText += ` ${shown.qualifier}`;
    if (shown.driveAwayCents !== null)
      priceText += ` (${formatPrice(shown.driveAwayCents, locale)} drive away)`;
  }
  const status = isAvailable(car)
    ? `${priceText} at ${options.siteName}${where}.`
    : `Sold by ${options.siteName}${where}. See similar vehicles in stock.`;
  return `${head}${facts.length > 0 ? `, ${facts.join(", ")}` : ""}. ${status}`;
}
