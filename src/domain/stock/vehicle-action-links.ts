import type { CarFacts } from "@/domain/stock/car-facts";

/**
 * Where each vehicle page action leads. The forms and checkout pages live in other
 * areas; these addresses are the contract between them and the vehicle page.
 */

export type LinkCar = Pick<CarFacts, "id" | "slug" | "car_type" | "vin" | "price" | "name">;

function dollars(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/**
 * Finance: the site's finance path with preferredDealership, vehiclePriceBudget
 * (dollars), car_id, car_type and vin, anchored at #finance-form. Empty values are left out
 * rather than sent as "null".
 */
export function financeHref(
  financePath: string,
  car: Pick<LinkCar, "id" | "car_type" | "vin" | "price">,
  dealershipSlug: string | null,
): string {
  const query = new URLSearchParams();
  if (dealershipSlug) query.set("preferredDealership", dealershipSlug);
  if (car.price !== null && car.price > 0) query.set("vehiclePriceBudget", dollars(car.price));
  query.set("car_id", String(car.id));
  query.set("car_type", car.car_type);
  if (car.vin?.trim()) query.set("vin", car.vin.trim());
  return `${financePath}?${query.toString()}#finance-form`;
}

/** /cars/{slug}/checkout, or /cars/{slug}/buy-online on the site variant that uses it. */
export function reserveHref(slug: string, reservePath: "checkout" | "buy-online"): string {
  return `/cars/${encodeURIComponent(slug)}/${reservePath}`;
}

/** /checkout-journey?car_id={slug} (the slug, not the numeric id). */
export function buyOnlineHref(slug: string): string {
  return `/checkout-journey?car_id=${encodeURIComponent(slug)}`;
}

/** /cars/trade-in?car_id={id}. */
export function tradeInHref(carId: number): string {
  return `/cars/trade-in?car_id=${carId}`;
}

/**
 * The test drive booking for this car. The spec writes the page as /book-test-drive/; the site
 * answers it without the slash (the slash form redirects), so links use that form.
 */
export function testDriveHref(carId: number): string {
  return `/book-test-drive?car_id=${carId}`;
}

/** The enquiry page for this car when the vehicle page's own form is not at hand. */
export function enquireHref(carId: number): string {
  return `/contact?car_id=${carId}`;
}

/**
 * A wa.me link with the dealer's WhatsApp number (digits only, international form) and a
 * message naming the car, or null when the site has no usable number.
 */
export function whatsappHref(number: string | null | undefined, message: string): string | null {
  const digits = number?.replace(/\D/g, "") ?? "";
  if (digits.length < 8) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
