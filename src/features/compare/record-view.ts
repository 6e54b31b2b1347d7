import { parseFavourites } from "@/domain/site/favourites";
import { recordStoredView } from "@/features/compare/recently-viewed-store";

/** The vehicle page's element that names the car to remember: `[car]`, its stored fields, as JSON. */
export const RECORD_VIEW_ATTRIBUTE = "data-record-view";

/**
 * Remembers on this device that the vehicle page was opened (recently viewed), with no React:
 * the car is read from the element the server wrote, checked as a stored favourite is (an
 * entry that is not one is ignored).
 */
export function recordView(host: Element): void {
  const [car] = parseFavourites(host.getAttribute(RECORD_VIEW_ATTRIBUTE));
  if (car) recordStoredView(car);
}
