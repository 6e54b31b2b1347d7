import type { Market } from "@/domain/config/site-config";
import { localiseText } from "@/domain/site/locale";

/**
 * A US site's form words: US spelling (localiseText: "Tire rotation", "inquiry"), the license
 * plate for the registration, miles on the odometer, scheduled maintenance for a logbook
 * service. The forms a shopper fills in and the dealer's email about them both read from here,
 * so the two say the same thing. Only words change, never field names or option values.
 */
const US_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bRegistration number\b/g, "License plate"],
  [/\bState of registration\b/g, "State"],
  [/\bRegistration\b/g, "License plate"],
  [/\bregistration\b/g, "license plate"],
  [/\bOdometer \(km\)/g, "Odometer (miles)"],
  [/\blogbook service\b/g, "scheduled maintenance"],
];

/** A label or sentence of a form in the site's market's words (unchanged outside the US). */
export function marketWords(text: string, market: Market): string {
  if (market !== "US") return text;
  return US_PHRASES.reduce((out, [pattern, words]) => out.replace(pattern, words), localiseText(text, "US"));
}
