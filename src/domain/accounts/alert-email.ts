import { formatPrice, type PriceLocale } from "@/domain/stock/format-price";

/**
 * The shopper's alert email: new cars matching a saved search, and price drops on saved
 * cars. Null when nothing changed, so no email is sent. The unsubscribe link is in the
 * text and in the List-Unsubscribe headers (RFC 2369), with one-click POST (RFC 8058).
 */

interface AlertNewCar {
  name: string;
  url: string;
  price: number | null;
}

interface AlertPriceDrop {
  name: string;
  url: string;
  from: number;
  to: number;
}

export interface AlertEmailInput {
  siteName: string;
  locale: PriceLocale;
  searches: Array<{ url: string; cars: AlertNewCar[] }>;
  priceDrops: AlertPriceDrop[];
  /** The page where a person unsubscribes (in the text). */
  unsubscribeUrl: string;
  /** The address a mail client POSTs to for one-click unsubscribe (in the headers). */
  oneClickUrl: string;
}

export interface AlertEmail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** At most this many new cars are listed per saved search in one email. */
const MAX_CARS_PER_SEARCH = 10;

export function buildAlertEmail(input: AlertEmailInput): AlertEmail | null {
  const searches = input.searches.filter((s) => s.cars.length > 0);
  const newCount = searches.reduce((n, s) => n + s.cars.length, 0);
  const drops = input.priceDrops;
  if (newCount === 0 && drops.length === 0) return null;
  const parts: string[] = [];
  if (newCount > 0) parts.push(newCount === 1 ? "1 new car" : `${newCount} new cars`);
  if (drops.length > 0) parts.push(drops.length === 1 ? "1 price drop" : `${drops.length} price drops`);
  const price = (cents: number | null) =>
    cents === null ? "Price on application" : formatPrice(cents, input.locale);
  const lines: string[] = [`Hello,`, ``, `Here is what changed at ${input.siteName}.`];
  for (const search of searches) {
    lines.push(``, `New for your saved search (${search.url}):`);
    for (const car of search.cars.slice(0, MAX_CARS_PER_SEARCH))
      lines.push(`- ${car.name}, ${price(car.price)}: ${car.url}`);
  }
  if (drops.length > 0) {
    lines.push(``, `Price drops on your saved cars:`);
    for (const drop of drops) {
      lines.push(`- ${drop.name}: now ${price(drop.to)} (was ${price(drop.from)}): ${drop.url}`);
    }
  }
  lines.push(``, `Stop these emails: ${input.unsubscribeUrl}`);
  return {
    subject: `${input.siteName}: ${parts.join(" and ")}`,
    text: lines.join("\n"),
    headers: {
      "List-Unsubscribe": `<${input.oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
