/**
 * "Phone reveal": the number is hidden, with characters after the first 5 masked,
 * until the shopper clicks to reveal (the reveal is what the dealer tracks).
 */

/** "Phone masking: the first 5 characters stay visible." */
export const PHONE_VISIBLE_CHARS = 5;

/**
 * 'X' rather than a bullet: it reads sensibly to screen readers and exists in every font.
 * Only digits are masked, so the number keeps its shape ('0412 XXX XXX', '(555) XXX-XXXX').
 */
const PHONE_MASK_CHAR = "X";

export function maskPhone(phone: string): string {
  const trimmed = phone.trim();
  const visible = trimmed.slice(0, PHONE_VISIBLE_CHARS);
  const hidden = trimmed.slice(PHONE_VISIBLE_CHARS).replace(/\d/g, PHONE_MASK_CHAR);
  return visible + hidden;
}

/** 'tel:' plus the digits and a leading '+', or null when there is no number to dial. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (digits === "") return null;
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}
