import type { CarType } from "@/domain/stock/car-facts";

const LABELS: Readonly<Record<CarType, string>> = { new: "New", used: "Used", demo: "Demo" };

/** Condition values new, used, demo; one dealer group shows 'Pre-owned' for used. */
export function conditionLabel(carType: CarType, preOwnedWording = false): string {
  return carType === "used" && preOwnedWording ? "Pre-owned" : LABELS[carType];
}
