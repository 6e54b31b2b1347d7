import { formatPrice, type PriceLocale } from "@/domain/stock/format-price";
import { PRICE_DROP_BADGE_DAYS } from "@/domain/stock/price-drop";

/**
 * "Price drop": shown on a card and the vehicle page for a fortnight after the car's price was
 * lowered (while it stays lower); the old price is said with it.
 */
export function PriceDropBadge({
  drop,
  locale,
  size = "card",
}: {
  drop: { from: number; to: number };
  locale: PriceLocale;
  size?: "card" | "page";
}) {
  const was = formatPrice(drop.from, locale);
  return size === "card" ? (
    <span
      data-price-drop
      className="ml-2 self-center rounded bg-emerald-800 px-1.5 py-0.5 text-xs font-bold text-white"
    >
      Price drop<span className="sr-only">, was {was}</span>
    </span>
  ) : (
    <p data-price-drop className="mb-1 text-sm">
      <span className="rounded bg-emerald-800 px-1.5 py-0.5 text-xs font-bold text-white">Price drop</span>{" "}
      <span className="text-muted">
        Lowered from {was} in the last {PRICE_DROP_BADGE_DAYS} days
      </span>
    </p>
  );
}
