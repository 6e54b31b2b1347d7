import "server-only";
import { type TradeSpecValues, tradeSpecValues } from "@/domain/stock/trade-specs";
import type { CatalogueModel } from "./vehicle-catalogue";

/**
 * What each trade's demo stock carries beyond a car's specs: a truck's masses, licence class
 * and axles; a van's berths, length and weights; a motorcycle's engine size and whether it is
 * learner approved (LAMS). Figures are typical of the model, not one unit's plate.
 */
export type SeedTradeSpecs = TradeSpecValues;

const NONE: SeedTradeSpecs = tradeSpecValues({});

type TruckSpecs = Pick<SeedTradeSpecs, "gvm_kg" | "gcm_kg" | "licence_class" | "axles">;
const TRUCKS: Readonly<Record<string, TruckSpecs>> = {
  "Isuzu NLR 45-150": { gvm_kg: 4500, gcm_kg: 8000, licence_class: "LR", axles: 2 },
  "Isuzu NPR 75-190": { gvm_kg: 7500, gcm_kg: 11_000, licence_class: "LR", axles: 2 },
  "Isuzu FRR 110-260": { gvm_kg: 11_000, gcm_kg: 16_000, licence_class: "MR", axles: 2 },
  "Hino 300 Series 616": { gvm_kg: 6500, gcm_kg: 10_000, licence_class: "LR", axles: 2 },
  "Hino 300 Series 721 Hybrid": { gvm_kg: 7500, gcm_kg: 11_000, licence_class: "LR", axles: 2 },
  "Hino 500 Series FD 1124": { gvm_kg: 11_000, gcm_kg: 20_000, licence_class: "MR", axles: 2 },
  "Fuso Canter 515": { gvm_kg: 4500, gcm_kg: 8000, licence_class: "LR", axles: 2 },
  "Fuso eCanter": { gvm_kg: 6000, gcm_kg: 6000, licence_class: "LR", axles: 2 },
  "Fuso Fighter 1627": { gvm_kg: 16_000, gcm_kg: 32_000, licence_class: "HR", axles: 3 },
  "Volvo FH 540": { gvm_kg: 26_000, gcm_kg: 90_000, licence_class: "MC", axles: 3 },
  "Volvo FM 460": { gvm_kg: 26_000, gcm_kg: 45_000, licence_class: "HR", axles: 3 },
  "Kenworth T610": { gvm_kg: 26_000, gcm_kg: 106_000, licence_class: "MC", axles: 3 },
  "Kenworth K220": { gvm_kg: 26_000, gcm_kg: 106_000, licence_class: "MC", axles: 3 },
};

type VanSpecs = Pick<SeedTradeSpecs, "length_mm" | "tare_kg" | "atm_kg" | "ball_weight_kg" | "axles">;
const VANS: Readonly<Record<string, VanSpecs>> = {
  "Outback Range J-Pod 12": { length_mm: 3900, tare_kg: 780, atm_kg: 1200, ball_weight_kg: 90, axles: 1 },
  "Outback Range Drifter 10": { length_mm: 4300, tare_kg: 950, atm_kg: 1500, ball_weight_kg: 120, axles: 1 },
  "Outback Range Breakaway 17 Pop Top": {
    length_mm: 5300,
    tare_kg: 1650,
    atm_kg: 2200,
    ball_weight_kg: 160,
    axles: 1,
  },
  "Outback Range Simpson 19 Off-Grid": {
    length_mm: 5800,
    tare_kg: 2150,
    atm_kg: 2800,
    ball_weight_kg: 200,
    axles: 1,
  },
  "Outback Range Voyager 21": { length_mm: 6550, tare_kg: 2450, atm_kg: 3000, ball_weight_kg: 220, axles: 2 },
  "Outback Range Grand Tourer 23": {
    length_mm: 7000,
    tare_kg: 2750,
    atm_kg: 3300,
    ball_weight_kg: 250,
    axles: 2,
  },
  "Outback Range Basecamp 22 Toy Hauler": {
    length_mm: 6700,
    tare_kg: 2600,
    atm_kg: 3500,
    ball_weight_kg: 240,
    axles: 2,
  },
  // A motorhome is driven, not towed: its length only.
  "Outback Range Tourer 640 Motorhome": {
    length_mm: 6400,
    tare_kg: null,
    atm_kg: null,
    ball_weight_kg: null,
    axles: null,
  },
  "Jayco Journey": { length_mm: 6600, tare_kg: 2300, atm_kg: 2800, ball_weight_kg: 200, axles: 2 },
  "Jayco Swan": { length_mm: 4900, tare_kg: 1200, atm_kg: 1700, ball_weight_kg: 130, axles: 1 },
  "Avan Cruiseliner": { length_mm: 5200, tare_kg: 1450, atm_kg: 1900, ball_weight_kg: 140, axles: 1 },
  "Sunliner Holiday": { length_mm: 7200, tare_kg: null, atm_kg: null, ball_weight_kg: null, axles: null },
  "Windsor Genesis": { length_mm: 6200, tare_kg: 2200, atm_kg: 2700, ball_weight_kg: 190, axles: 2 },
};

/** Learner approved in every version (elsewhere only a trim named LAMS is). */
const LAMS_MODELS: ReadonlySet<string> = new Set([
  "Honda Rebel 500",
  "Honda CB500X",
  "Kawasaki Ninja 7 Hybrid",
  "Kawasaki Ninja e-1",
  "Triumph Speed 400",
]);

export function seedTradeSpecs(model: CatalogueModel, badge: string): SeedTradeSpecs {
  const key = `${model.make} ${model.model}`;
  switch (model.kind) {
    case "truck":
      return { ...NONE, ...TRUCKS[key] };
    case "rv":
      return { ...NONE, ...VANS[key], berths: model.seats };
    case "motorcycle": {
      const cc = /(\d{2,4})\s*cc\b/i.exec(model.engine ?? "")?.[1];
      return {
        ...NONE,
        engine_cc: cc ? Number(cc) : null,
        lams: badge === "LAMS" || LAMS_MODELS.has(key),
      };
    }
    default:
      return NONE;
  }
}
