/**
 * Payment icons shown with the text 'We accept:'. The SVGs are served locally from
 * /payment-icons/ (no third-party image requests on a checkout page).
 */

export const WE_ACCEPT_TEXT = "We accept:";

const PAYMENT_ICONS_DIR = "/payment-icons/";

export const PAYMENT_ICONS = [
  { name: "Mastercard", file: "mastercard.svg" },
  { name: "Visa", file: "visa.svg" },
  { name: "Maestro", file: "maestro.svg" },
  { name: "Google Pay", file: "google-pay.svg" },
  { name: "Apple Pay", file: "apple-pay.svg" },
] as const;

/** Public URL of an icon's SVG, e.g. '/payment-icons/google-pay.svg'. */
export function paymentIconSrc(icon: { file: string }): string {
  return `${PAYMENT_ICONS_DIR}${icon.file}`;
}
