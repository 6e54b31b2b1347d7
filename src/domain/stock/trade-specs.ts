import type { Market } from "@/domain/config/site-config";
import { localeFor, localiseText } from "@/domain/site/locale";
import type { CarType } from "@/domain/stock/car-facts";
import { conditionLabel } from "@/domain/stock/condition-label";
import { odometerText } from "@/domain/stock/vehicle-meta";

/**
 * What each trade reads about a vehicle: a truck buyer its masses (GVM, GCM), the licence it
 * needs and its axles; a caravan buyer its berths, length, tare, ATM and ball weight (never
 * doors); a rider the engine size and whether learners may ride it (LAMS). One table per
 * template, so a spec one trade needs never shows as noise on another's page.
 */

/**
 * The trade specs, each with the kind of its value: the one list the vehicle page, the feed's
 * CSV rows and writes, and the demo stock read.
 */
export const TRADE_SPEC_KINDS = {
  gvm_kg: "number",
  gcm_kg: "number",
  licence_class: "text",
  axles: "number",
  berths: "number",
  length_mm: "number",
  tare_kg: "number",
  atm_kg: "number",
  ball_weight_kg: "number",
  engine_cc: "number",
  lams: "boolean",
} as const;

type SpecValue<Kind> = Kind extends "number" ? number : Kind extends "boolean" ? boolean : string;

/** A vehicle's trade specs, each given (null where it has none). */
export type TradeSpecValues = {
  [Field in keyof typeof TRADE_SPEC_KINDS]: SpecValue<(typeof TRADE_SPEC_KINDS)[Field]> | null;
};

export type TradeSpecs = Partial<TradeSpecValues>;

/** Every trade spec of `car`, a missing one as null (what a row stores). */
export function tradeSpecValues(car: TradeSpecs): TradeSpecValues {
  const values: Record<string, unknown> = {};
  for (const field of Object.keys(TRADE_SPEC_KINDS) as (keyof TradeSpecValues)[]) {
    values[field] = car[field] ?? null;
  }
  return values as TradeSpecValues;
}

export interface SpecCar extends TradeSpecs {
  car_type: CarType;
  year: number;
  make: string;
  model: string;
  series?: string | null;
  badge?: string | null;
  body?: string | null;
  km?: number | null;
  transmission?: string | null;
  fuel?: string | null;
  engine?: string | null;
  drive?: string | null;
  colour?: string | null;
  doors?: number | null;
  seats?: number | null;
  vin?: string | null;
  stocknum: string;
}

/** The heavy-vehicle licence classes, as the licence is named. */
const LICENCE_CLASSES: Readonly<Record<string, string>> = {
  LR: "LR (Light Rigid)",
  MR: "MR (Medium Rigid)",
  HR: "HR (Heavy Rigid)",
  HC: "HC (Heavy Combination)",
  MC: "MC (Multi Combination)",
};

const positive = (n: number | null | undefined): n is number => n != null && n > 0;

/** "8,700 kg" */
export function kilograms(kg: number | null | undefined, market: Market): string | null {
  if (!positive(kg)) return null;
  return `${new Intl.NumberFormat(localeFor(market).locale).format(kg)} kg`;
}

/** "6.55 m (21 ft 6 in)": metres first, then the feet and inches caravans are sold by. */
export function lengthText(mm: number | null | undefined): string | null {
  if (!positive(mm)) return null;
  const inches = Math.round(mm / 25.4);
  const feet = Math.floor(inches / 12);
  const rest = inches % 12;
  return `${(mm / 1000).toFixed(2)} m (${feet} ft${rest ? ` ${rest} in` : ""})`;
}

/** "689 cc" */
export function engineSizeText(cc: number | null | undefined, market: Market): string | null {
  if (!positive(cc)) return null;
  return `${new Intl.NumberFormat(localeFor(market).locale).format(cc)} cc`;
}

/** An RV's sleeping berths: the feed's berths, or (older feeds) the seats it sent for them. */
export function berthsOf(car: { berths?: number | null; seats?: number | null }): number | null {
  if (positive(car.berths)) return car.berths;
  return positive(car.seats) ? car.seats : null;
}

function licenceText(code: string | null | undefined): string | null {
  const c = code?.trim().toUpperCase();
  if (!c) return null;
  return LICENCE_CLASSES[c] ?? c;
}

export type SpecRow = readonly [label: string, value: string | number];

/** The trades whose spec table differs from a car's. */
type SpecTrade = "truck" | "rv" | "motorcycle" | "car";

function specTradeFor(template: string): SpecTrade {
  switch (template) {
    case "truck":
      return "truck";
    case "camper":
    case "range":
      return "rv";
    case "motorcycle":
      return "motorcycle";
    default:
      return "car";
  }
}

/**
 * The vehicle page's specifications for the site's trade, in reading order, leaving out
 * what the vehicle does not have (and the location, which the page adds).
 */
export function vehicleSpecRows(
  car: SpecCar,
  { template, market, preOwnedWording }: { template: string; market: Market; preOwnedWording: boolean },
): SpecRow[] {
  const trade = specTradeFor(template);
  const head: [string, string | number | null | undefined][] = [
    ["Condition", conditionLabel(car.car_type, preOwnedWording)],
    ["Year", car.year],
    ["Make", car.make],
    ["Model", car.model],
    ["Series", car.series],
    ["Badge", car.badge],
    ["Body", car.body],
  ];
  const odometer: [string, string | null] = [localiseText("Odometer", market), odometerText(car, market)];
  const colour: [string, string | null | undefined] = [localiseText("Colour", market), car.colour];
  const tail: [string, string | number | null | undefined][] = [
    ["VIN", car.vin],
    ["Stock number", car.stocknum],
  ];
  let middle: [string, string | number | null | undefined][];
  switch (trade) {
    case "truck":
      middle = [
        ["GVM", kilograms(car.gvm_kg, market)],
        ["GCM", kilograms(car.gcm_kg, market)],
        [localiseText("Licence class", market), licenceText(car.licence_class)],
        ["Axles", positive(car.axles) ? car.axles : null],
        odometer,
        ["Engine", car.engine],
        ["Transmission", car.transmission],
        ["Fuel", car.fuel],
        ["Drive", car.drive],
        ["Seats", positive(car.seats) ? car.seats : null],
        colour,
      ];
      break;
    case "rv":
      middle = [
        ["Berths", berthsOf(car)],
        ["Length", lengthText(car.length_mm)],
        ["Tare", kilograms(car.tare_kg, market)],
        ["ATM", kilograms(car.atm_kg, market)],
        ["Ball weight", kilograms(car.ball_weight_kg, market)],
        ["Axles", positive(car.axles) ? car.axles : null],
        // A motorhome has an engine and an odometer; a van on a tow ball has neither.
        odometer,
        ["Engine", car.engine],
        ["Transmission", car.transmission],
        ["Fuel", car.fuel],
        colour,
      ];
      break;
    case "motorcycle":
      middle = [
        odometer,
        ["Engine", car.engine],
        ["Engine size", engineSizeText(car.engine_cc, market)],
        ["LAMS approved", car.lams == null ? null : car.lams ? "Yes" : "No"],
        ["Transmission", car.transmission],
        ["Fuel", car.fuel],
        colour,
      ];
      break;
    default:
      middle = [
        odometer,
        ["Transmission", car.transmission],
        ["Fuel", car.fuel],
        ["Engine", car.engine],
        ["Drive", car.drive],
        colour,
        ["Doors", positive(car.doors) ? car.doors : null],
        ["Seats", positive(car.seats) ? car.seats : null],
      ];
  }
  return [...head, ...middle, ...tail].filter(
    (row): row is [string, string | number] => row[1] !== null && row[1] !== undefined && row[1] !== "",
  );
}
