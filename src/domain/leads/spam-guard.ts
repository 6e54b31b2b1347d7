/**
 * The honeypot: a text field people never see (off-screen, not focusable, hidden from
 * assistive technology) that form-filling bots tend to fill. A lead that arrives with it
 * filled is refused. Its name reads as a plausible field so bots do fill it.
 */
export const HONEYPOT_FIELD = "contact_fax";

/** The ALTCHA proof-of-work solution: a top-level JSON key, or a form field of this name. */
export const CAPTCHA_FIELD = "altcha";

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string"
    ? value.trim() !== ""
    : value !== undefined && value !== null && value !== false;
}
