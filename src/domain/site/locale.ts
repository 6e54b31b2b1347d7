import type { Market } from "@/domain/config/site-config";

/**
 * "Locale and display": Australia first, with New Zealand and US variants (US shows
 * miles and US spelling). Tracking always says AUD (see analytics-payload.ts); the shopper
 * sees prices in their market's currency.
 */

type DistanceUnit = "km" | "mi";

export interface MarketLocale {
  locale: "en-AU" | "en-NZ" | "en-US";
  currency: "AUD" | "NZD" | "USD";
  distance_unit: DistanceUnit;
}

const MARKET_LOCALES: { readonly [M in Market]: MarketLocale } = {
  AU: { locale: "en-AU", currency: "AUD", distance_unit: "km" },
  NZ: { locale: "en-NZ", currency: "NZD", distance_unit: "km" },
  US: { locale: "en-US", currency: "USD", distance_unit: "mi" },
};

export function localeFor(market: Market): MarketLocale {
  return MARKET_LOCALES[market];
}

/** International mile, exactly. */
export const KM_PER_MILE = 1.609344;

/**
 * Odometers and distances are stored in km; US shoppers see whole miles. Rounded to whole
 * units because odometer fractions are noise. '12,345 km', '7,671 miles', '1 mile'.
 */
export function formatDistance(km: number, market: Market): string {
  const { locale, distance_unit } = MARKET_LOCALES[market];
  const value = Math.round(distance_unit === "mi" ? km / KM_PER_MILE : km);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  if (distance_unit === "km") return `${number} km`;
  return `${number} ${value === 1 ? "mile" : "miles"}`;
}

/**
 * British/Australian → US spellings, whole words only, with the inflections dealer copy
 * uses. 'kilometre' → 'mile' is a label swap ('Kilometres' column → 'Miles'); numbers must
 * go through formatDistance, which also converts the value.
 */
const US_SPELLINGS: ReadonlyArray<readonly [string, string]> = [
  ["colour", "color"],
  ["colours", "colors"],
  ["coloured", "colored"],
  ["colourful", "colorful"],
  ["centre", "center"],
  ["centres", "centers"],
  ["centred", "centered"],
  ["licence", "license"],
  ["licences", "licenses"],
  ["tyre", "tire"],
  ["tyres", "tires"],
  ["kilometre", "mile"],
  ["kilometres", "miles"],
  ["favourite", "favorite"],
  ["favourites", "favorites"],
  ["favourited", "favorited"],
  ["enquire", "inquire"],
  ["enquires", "inquires"],
  ["enquired", "inquired"],
  ["enquiring", "inquiring"],
  ["enquiry", "inquiry"],
  ["enquiries", "inquiries"],
  ["organise", "organize"],
  ["organises", "organizes"],
  ["organised", "organized"],
  ["organising", "organizing"],
  ["organisation", "organization"],
  ["organisations", "organizations"],
  ["catalogue", "catalog"],
  ["catalogues", "catalogs"],
  ["aluminium", "aluminum"],
];

const US_SPELLING_MAP = new Map(US_SPELLINGS);
// Longest first so 'colours' is not matched as 'colour' + 's'.
const US_SPELLING_PATTERN = new RegExp(
  `\\b(${[...US_SPELLING_MAP.keys()].sort((a, b) => b.length - a.length).join("|")})\\b`,
  "gi",
);

/** Applies US spelling for the US market, keeping lower, Capitalised and UPPER case. */
export function localiseText(text: string, market: Market): string {
  if (market !== "US") return text;
  return text.replace(US_SPELLING_PATTERN, (word) =>
    matchCase(word, US_SPELLING_MAP.get(word.toLowerCase()) ?? word),
  );
}

function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return replacement.toUpperCase();
  const first = original.charAt(0);
  if (first === first.toUpperCase()) return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return replacement;
}
