/**
 * Price drops: when the feed or the console lowers a car's price, the price before and the
 * moment are kept on the car; a card and the vehicle page show a "Price drop" badge for
 * PRICE_DROP_BADGE_DAYS after it, while the price is still below the old one.
 */
export const PRICE_DROP_BADGE_DAYS = 14;

const MS_PER_DAY = 86_400_000;

interface DropFields {
  price_drop_from: number | null;
  price_dropped_at: Date | null;
}

/**
 * What a price change does to the car's drop fields: a drop (from a price to a lower one)
 * records the old price and now; a rise, or a price appearing or going, clears them; no
 * change keeps them. Null when the price did not change (no history row either).
 */
export function priceChangeFields(from: number | null, to: number | null, now: Date): DropFields | null {
  if (from === to) return null;
  if (from !== null && to !== null && to < from) return { price_drop_from: from, price_dropped_at: now };
  return { price_drop_from: null, price_dropped_at: null };
}

/** The drop to show (old and new price, cents), or null when there is none to show now. */
export function recentPriceDrop(
  car: { price: number | null; price_drop_from: number | null; price_dropped_at: string | Date | null },
  now: Date,
  days = PRICE_DROP_BADGE_DAYS,
): { from: number; to: number } | null {
  if (car.price === null || car.price_drop_from === null || car.price_dropped_at === null) return null;
  if (car.price >= car.price_drop_from) return null;
  const at = new Date(car.price_dropped_at).getTime();
  if (Number.isNaN(at) || at > now.getTime() || now.getTime() - at > days * MS_PER_DAY) return null;
  return { from: car.price_drop_from, to: car.price };
}
