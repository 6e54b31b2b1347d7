import type { CarFacts } from "@/domain/stock/car-facts";

/** The indicator needs the price more than 499 (dollars) below the average. */
const MARKET_PRICE_THRESHOLD_CENTS = 499 * 100;

export interface MarketPriceIndicator {
  below_by_cents: number;
  basis: "state" | "national";
}

function positive(value: number | null | undefined): value is number {
  return typeof value === "number" && value > 0;
}

/**
 * Shows when the price is more than 499 below the state average market price, or
 * the national average when there is no state average. A zero average is treated as
 * missing: comparing against it would never show, and it means "no data" in the feed.
 */
export function marketPriceIndicator(
  car: Pick<CarFacts, "price" | "autograb_data">,
): MarketPriceIndicator | null {
  if (car.price === null || car.price <= 0 || car.autograb_data === null) return null;
  const { state_average_market_price: state, average_market_price: national } = car.autograb_data;
  let average: number;
  let basis: MarketPriceIndicator["basis"];
  if (positive(state)) {
    average = state;
    basis = "state";
  } else if (positive(national)) {
    average = national;
    basis = "national";
  } else {
    return null;
  }
  const below = average - car.price;
  return below > MARKET_PRICE_THRESHOLD_CENTS ? { below_by_cents: below, basis } : null;
}
