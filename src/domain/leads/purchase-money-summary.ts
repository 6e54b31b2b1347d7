import { FULFILMENT, TRADE_IN } from "@/domain/leads/forms/purchase";
import { formatPrice, type PriceLocale } from "@/domain/stock/format-price";

export interface MoneyLine {
  key: "price" | "deposit" | "trade-in" | "delivery" | "balance";
  label: string;
  value: string;
}

/**
 * The purchase journey's review: what the shopper pays, line by line, in the site's currency.
 * The deposit is part of the price, so the balance is the price less the deposit; a trade-in
 * is valued by the dealer (the journey never states its value), so it is said to come off the
 * balance once valued; delivery is quoted by the dealer, pickup costs nothing.
 */
export function purchaseMoneySummary(input: {
  priceCents: number | null;
  depositCents: number | null;
  values: Readonly<Record<string, unknown>>;
  siteName: string;
  pickupName: string | null;
  locale: PriceLocale;
}): MoneyLine[] {
  const money = (cents: number) => formatPrice(cents, input.locale);
  const { values } = input;
  const tradeIn = values.has_trade_in === TRADE_IN.yes;
  const delivery = values.fulfilment === FULFILMENT.delivery;
  const lines: MoneyLine[] = [
    {
      key: "price",
      label: "Price",
      value: input.priceCents === null ? `Price on request from ${input.siteName}` : money(input.priceCents),
    },
  ];
  if (input.depositCents !== null && input.depositCents > 0)
    lines.push({ key: "deposit", label: "Deposit (paid now)", value: money(input.depositCents) });
  lines.push({
    key: "trade-in",
    label: "Trade-in",
    value: tradeIn ? `Valued by ${input.siteName}, then taken off the balance` : "No trade-in",
  });
  lines.push({
    key: "delivery",
    label: delivery ? "Delivery" : "Pickup",
    value: delivery
      ? `Quoted by ${input.siteName} for your address`
      : `Free${input.pickupName ? ` from ${input.pickupName}` : ""}`,
  });
  if (input.priceCents !== null) {
    const balance = input.priceCents - Math.max(0, input.depositCents ?? 0);
    lines.push({
      key: "balance",
      label: "Balance to pay on collection",
      value: `${money(balance)}${tradeIn ? " less your trade-in" : ""}${delivery ? " plus delivery" : ""}`,
    });
  }
  return lines;
}
