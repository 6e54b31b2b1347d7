import type { CarFacts } from "@/domain/stock/car-facts";

/** SPEC 5: the history report button appears only if the car has a file. */
export function hasHistoryReport(car: Pick<CarFacts, "file">): boolean {
  return (car.file?.trim() ?? "") !== "";
}
