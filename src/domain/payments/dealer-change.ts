/** What happens to a paid deposit when the dealer sells the car, or releases the reservation. */
export interface DepositSettings {
  /** The car is sold (feed or data API): the deposit is part of the sale by default. */
  deposit_when_sold: "keep" | "refund";
  /** The dealer takes the reservation off the car without selling it: refunded by default. */
  deposit_when_released: "keep" | "refund";
}

/**
 * A dealer releasing or selling a reserved car refunds or keeps the deposit as
 * the site is configured. `none` while the car is still reserved and unsold.
 */
export function depositOnDealerChange(
  car: { sold: boolean; reserved: boolean },
  settings: DepositSettings,
): "keep" | "refund" | "none" {
  if (car.sold) return settings.deposit_when_sold;
  if (!car.reserved) return settings.deposit_when_released;
  return "none";
}
