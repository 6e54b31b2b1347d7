import type { FormOption } from "@/domain/leads/form-definition";

/**
 * Makes offered for the visitor's own vehicle (service, parts, trade-in, sell my car):
 * the makes most often seen in Australian, New Zealand and US driveways, then "Other",
 * since a visitor's car need not be one the dealer stocks.
 */
const OWN_VEHICLE_MAKES: readonly string[] = [
  "Audi",
  "BMW",
  "BYD",
  "Chevrolet",
  "Ford",
  "GWM",
  "Holden",
  "Honda",
  "Hyundai",
  "Isuzu",
  "Jeep",
  "Kia",
  "Land Rover",
  "LDV",
  "Lexus",
  "Mazda",
  "Mercedes-Benz",
  "MG",
  "Mitsubishi",
  "Nissan",
  "Ram",
  "Renault",
  "Subaru",
  "Suzuki",
  "Tesla",
  "Toyota",
  "Volkswagen",
  "Volvo",
];

export function ownVehicleMakeOptions(extra: readonly string[] = []): FormOption[] {
  const makes = [...new Set([...OWN_VEHICLE_MAKES, ...extra])].sort((a, b) => a.localeCompare(b));
  return [...makes, "Other"].map((make) => ({ value: make, label: make }));
}
