import type { CarFacts, SimpleFuel } from "@/domain/stock/car-facts";
import { DEFAULT_JUST_ARRIVED_DAYS, isAvailable, isJustArrived } from "@/domain/stock/vehicle-status";

const DEFAULT_SOLD_TAG_NAME = "JUST SOLD";
const DEFAULT_JUST_ARRIVED_TAG_NAME = "JUST ARRIVED";
const CERTIFIED_BADGE_LABEL = "Certified";

export type CardBadge =
  | { kind: "fuel"; label: SimpleFuel }
  | { kind: "reserved"; label: "Reserved" }
  | { kind: "certified"; label: string }
  | { kind: "tag"; label: string }
  | { kind: "coming-soon"; label: "COMING SOON" }
  | { kind: "just-arrived"; label: string }
  | { kind: "sold"; label: string };

export interface BadgeSettings {
  show_fuel_tag?: boolean;
  // Only the manufacturer template that sells certified used stock turns this on.
  certified_logo?: boolean;
  just_arrived_days?: number | null;
  just_arrived_tag_name?: string | null;
  sold_tag_name?: string | null;
  /** zone in which "created within N days" is counted */
  time_zone?: string;
}

export type BadgeCar = Pick<
  CarFacts,
  "status" | "sold" | "reserved" | "simple_fuel" | "certified" | "car_type" | "tag" | "created_at"
>;

function configured(text: string | null | undefined, fallback: string): string {
  return text?.trim() ? text.trim() : fallback;
}

/**
 * The one badge a car shows, on its card and on its page. State beats badge: where the car stands (sold, reserved, coming soon) comes before anything that
 * describes it (fuel tag, certified logo, custom tag, just arrived), so a reserved EV says
 * Reserved rather than Electric. An earlier order put the fuel tag first; a shopper could then not
 * tell a held car from one for sale, so the product orders status first.
 */
export function badgeFor(car: BadgeCar, settings: BadgeSettings, now: Date): CardBadge | null {
  if (!isAvailable(car))
    return { kind: "sold", label: configured(settings.sold_tag_name, DEFAULT_SOLD_TAG_NAME) };
  if (car.reserved) return { kind: "reserved", label: "Reserved" };
  if (car.status === "coming_soon") return { kind: "coming-soon", label: "COMING SOON" };
  if (settings.show_fuel_tag && car.simple_fuel) return { kind: "fuel", label: car.simple_fuel };
  if (settings.certified_logo && car.certified && car.car_type === "used") {
    return { kind: "certified", label: CERTIFIED_BADGE_LABEL };
  }
  if (car.tag?.trim()) return { kind: "tag", label: car.tag.trim() };
  const days = settings.just_arrived_days ?? DEFAULT_JUST_ARRIVED_DAYS;
  if (isJustArrived(car.created_at, days, now, settings.time_zone)) {
    return {
      kind: "just-arrived",
      label: configured(settings.just_arrived_tag_name, DEFAULT_JUST_ARRIVED_TAG_NAME),
    };
  }
  return null;
}
