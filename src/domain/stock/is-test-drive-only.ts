import type { CarFacts } from "@/domain/stock/car-facts";

/** SPEC 3: the vehicle tag values a dealer can pick. */
export const VEHICLE_TAGS = [
  "Test Drive Only",
  "*** Test Drive Vehicle Only ***",
  "Special",
  "Pre-order",
] as const;

type VehicleTag = (typeof VEHICLE_TAGS)[number];

const TEST_DRIVE_TAGS: ReadonlySet<string> = new Set<VehicleTag>([
  "Test Drive Only",
  "*** Test Drive Vehicle Only ***",
]);

/** SPEC 3: a vehicle is test-drive-only if its tag is one of the two test drive values. */
export function isTestDriveOnly(car: Pick<CarFacts, "tag">): boolean {
  return car.tag !== null && TEST_DRIVE_TAGS.has(car.tag.trim());
}
