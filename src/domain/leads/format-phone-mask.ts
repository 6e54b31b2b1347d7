import type { PhoneMarket } from "@/domain/leads/phone";

/**
 * Display masks. '#' is one digit. AU is '#### ### ###' (the spec calls out
 * that '#### ### ####' is not used). US may carry a +1 prefix.
 */
const PHONE_MASKS: Record<PhoneMarket, string> = {
  AU: "#### ### ###",
  NZ: "### ### ####",
  US: "(###) ###-####",
};

interface MarketLayout {
  /** The country calling code: written after "+" or after the international access code. */
  countryCode: string;
  /** Digits that may stand for "+" before the country code: "00" (0061, 0064); "" for the US's bare 1. */
  accessCode: string;
  /** The national mask applies only to digits that start with this trunk prefix. */
  trunk: string;
  /** The mask after the country code: the national mask without its trunk digit. */
  international: string;
  /** Every character this market's formatting may move; any other character leaves the value alone. */
  movable: RegExp;
}

const LAYOUT: Record<PhoneMarket, MarketLayout> = {
  AU: {
    countryCode: "61",
    accessCode: "00",
    trunk: "0",
    international: "### ### ###",
    movable: /^[\d\s+]*$/,
  },
  NZ: {
    countryCode: "64",
    accessCode: "00",
    trunk: "0",
    international: "## ### ####",
    movable: /^[\d\s+]*$/,
  },
  US: {
    countryCode: "1",
    accessCode: "",
    trunk: "",
    international: PHONE_MASKS.US,
    movable: /^[\d\s+()-]*$/,
  },
};

function slots(mask: string): number {
  return mask.split("#").length - 1;
}

/** Digits into the mask's '#' slots; literals only up to the last digit. */
function applyMask(digits: string, mask: string): string {
  let out = "";
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === "#") {
      out += digits[next];
      next += 1;
    } else {
      out += char;
    }
  }
  return out;
}

/**
 * Formats a phone number as the shopper types it, to the market's mask. It only
 * ever moves separators (spaces; brackets and dashes on US sites): every digit and "+"
 * stays, in order (a US "+" before the country code 1 is the one addition). The value is shown as typed when formatting could not keep that
 * promise or would mislead:
 * - the digits do not fit the mask (too many, or AU/NZ digits without the leading 0);
 * - it holds anything else (letters, dots, AU/NZ brackets or dashes, a "+" after a digit),
 *   which validation then reports.
 * Country prefixes are kept as typed and the rest is masked after them: "+61 412 345 678",
 * "0061 412 345 678", "+64 21 123 4567", "+1 (415) 555-2671", "+1 (234) 567-890".
 * On US sites a leading 1 is the country code unless it follows "(", where it is the
 * first digit of the area code ("(123) 456-7890"); as the country code it is shown as "+1"
 * ("14155552671" → "+1 (415) 555-2671"), the only character formatting ever adds. Separators typed after the last digit
 * are kept, so a typed ")" or space stays on screen and Backspace always has an effect.
 */
export function formatPhoneMask(value: string, market: PhoneMarket): string {
  const layout = LAYOUT[market];
  const first = value.search(/\d/);
  if (first === -1 || !layout.movable.test(value)) return value;
  let last = value.length - 1;
  while (!/\d/.test(value.charAt(last))) last -= 1;
  const lead = value.slice(0, first).replace(/\s/g, "");
  const trail = value.slice(last + 1);
  if (value.slice(first).includes("+")) return value;
  const plus = lead.startsWith("+");
  const bracket = lead === "(" && market === "US";
  if (lead !== "" && lead !== "+" && !bracket) return value;

  const digits = value.replace(/\D/g, "");
  let prefix = "";
  let national = digits;
  let mask = PHONE_MASKS[market];
  const international = `${layout.accessCode}${layout.countryCode}`;
  if (plus) {
    if (!digits.startsWith(layout.countryCode)) {
      // "+6" on the way to "+61": nothing to mask yet.
      return layout.countryCode.startsWith(digits) ? `+${digits}${trail}` : value;
    }
    prefix = `+${layout.countryCode}`;
    national = digits.slice(layout.countryCode.length);
    mask = layout.international;
  } else if (!bracket && digits.startsWith(international)) {
    // The US mask has an optional "+1": a bare country code 1 is shown as "+1", the
    // one character formatting adds (it cleans away with the separators).
    prefix = layout.accessCode === "" ? `+${international}` : international;
    national = digits.slice(international.length);
    mask = layout.international;
  } else if (!digits.startsWith(layout.trunk)) {
    return value;
  }
  if (national.length > slots(mask)) return value;
  const masked = applyMask(national, mask);
  return `${prefix}${prefix !== "" && masked !== "" ? " " : ""}${masked}${trail}`;
}

export interface PhoneInputState {
  value: string;
  /** The caret (selection end) as an index into value. */
  caret: number;
}

/**
 * How an edit moved the caret: "forward" for the Delete key, which should step over a
 * separator it could not delete rather than stay in front of it.
 */
export type CaretBias = "after" | "forward";

function isSignificant(char: string): boolean {
  return /[\d+]/.test(char);
}

/**
 * formatPhoneMask for a live input: also returns where the caret goes so it stays next
 * to the same digit. A caret at the end stays at the end; otherwise it goes after the
 * same number of digits (and "+") as before the edit, or, for a forward delete, in front
 * of the next one.
 */
export function formatPhoneInput(
  input: PhoneInputState,
  market: PhoneMarket,
  bias: CaretBias = "after",
): PhoneInputState {
  const value = formatPhoneMask(input.value, market);
  if (input.caret >= input.value.length) return { value, caret: value.length };
  let before = 0;
  for (const char of input.value.slice(0, Math.max(0, input.caret))) if (isSignificant(char)) before += 1;
  // The "+" formatting put before a US country code counts as typed before the caret.
  if (before > 0 && value.startsWith("+") && !input.value.includes("+")) before += 1;
  let caret = 0;
  let seen = 0;
  while (caret < value.length && seen < before) {
    if (isSignificant(value.charAt(caret))) seen += 1;
    caret += 1;
  }
  if (bias === "forward" || before === 0) {
    while (caret < value.length && !isSignificant(value.charAt(caret))) caret += 1;
  }
  return { value, caret };
}
