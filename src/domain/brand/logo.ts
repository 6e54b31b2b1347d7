import { AA_NON_TEXT, contrastRatio, inkFor } from "@/domain/config/theme";
import { escapeMarkup } from "@/domain/security/escape-markup";

/**
 * Generated logos: a mark drawn from a small set of shapes beside the dealer's name. A dealer
 * with a logo file of their own has it stored and served instead; these give every demo site
 * (and any new dealer until their file arrives) a logo that is theirs, not a set of initials.
 */
export const LOGO_MARKS = [
  "shield",
  "wheel",
  "peak",
  "bolt",
  "wave",
  "chevron",
  "roundel",
  "fern",
  "star",
  "hexagon",
  "arrow",
] as const;
export type LogoMark = (typeof LOGO_MARKS)[number];

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Each mark in a 40×40 box; `fg` is the mark's colour, `bg` the colour it stands on. */
function markShapes(mark: LogoMark, fg: string, bg: string): string {
  switch (mark) {
    case "shield":
      return `<path d="M20 2 36 8v11c0 10-7 16.5-16 19C11 35.5 4 29 4 19V8Z" fill="${fg}"/><path d="M20 9l3.2 6.6 7.2 1-5.2 5 1.3 7.2L20 25.4l-6.5 3.4 1.3-7.2-5.2-5 7.2-1Z" fill="${bg}"/>`;
    case "wheel":
      return `<circle cx="20" cy="20" r="16" fill="none" stroke="${fg}" stroke-width="5"/><circle cx="20" cy="20" r="4.5" fill="${fg}"/><path d="M20 4v32M4 20h32M8.7 8.7l22.6 22.6M31.3 8.7 8.7 31.3" stroke="${fg}" stroke-width="2.5"/>`;
    case "peak":
      return `<path d="M1 36 14 12l7 11 5-7 13 20Z" fill="${fg}"/><path d="m14 12-3.5 6.5 3.5-1.5 3 2Z" fill="${bg}"/><circle cx="31" cy="8" r="4" fill="${fg}"/>`;
    case "bolt":
      return `<path d="M24 1 7 23h11l-4 16 19-23H22Z" fill="${fg}"/>`;
    case "wave":
      return `<circle cx="28" cy="11" r="6" fill="${fg}"/><path d="M1 26c5-6 10-6 15 0s10 6 15 0 6-5 8-4v16H1Z" fill="${fg}"/>`;
    case "chevron":
      return `<path d="m3 6 15 14L3 34M19 6l15 14-15 14" fill="none" stroke="${fg}" stroke-width="6" stroke-linejoin="round"/>`;
    case "roundel":
      return `<circle cx="20" cy="20" r="18" fill="${fg}"/><circle cx="20" cy="20" r="12" fill="none" stroke="${bg}" stroke-width="3"/><path d="M8 20h24" stroke="${bg}" stroke-width="5"/>`;
    case "fern":
      return `<path d="M20 38V6" stroke="${fg}" stroke-width="3" stroke-linecap="round"/>${[10, 16, 22, 28]
        .map(
          (y, i) =>
            `<path d="M20 ${y}c-6-1-10-4-${12 - i * 2}-8M20 ${y}c6-1 10-4 ${12 - i * 2}-8" fill="none" stroke="${fg}" stroke-width="2.6" stroke-linecap="round"/>`,
        )
        .join("")}`;
    case "hexagon":
      return `<path d="M20 1 37 10.5v19L20 39 3 29.5v-19Z" fill="${fg}"/><path d="M20 10 28.5 15v10L20 30l-8.5-5V15Z" fill="${bg}"/>`;
    case "arrow":
      return `<path d="M2 30 20 4l18 26h-10L20 18l-8 12Z" fill="${fg}"/><path d="M14 36h12" stroke="${fg}" stroke-width="4" stroke-linecap="round"/>`;
    case "star":
      return `<path d="M20 2l5.3 11.5L38 15l-9.4 8.6L31 37l-11-6.4L9 37l2.4-13.4L2 15l12.7-1.5Z" fill="${fg}"/>`;
  }
}

/** The mark's colour on the brand background: the accent when it stands out (3:1), else the ink. */
export function markColour(primary: string, accent: string): string {
  return contrastRatio(accent, primary) >= AA_NON_TEXT ? accent.toLowerCase() : inkFor(primary);
}

function assertHex(...colours: string[]) {
  for (const c of colours) if (!HEX.test(c)) throw new Error(`logo colours must be #rrggbb, got ${c}`);
}

/** Width a line of bold sans-serif text takes, in font-size units (a generous estimate). */
function textWidth(text: string): number {
  let width = 0;
  for (const ch of text)
    width += /[MW]/.test(ch) ? 0.92 : /[A-Z]/.test(ch) ? 0.7 : /[il.'\s]/.test(ch) ? 0.3 : 0.58;
  return width;
}

/**
 * The dealer's logo for the brand-coloured header: the mark, then the name in the ink colour,
 * on a transparent background. 48 units high; as wide as the name needs.
 */
export function logoSvg({
  name,
  mark,
  primary,
  accent,
}: {
  name: string;
  mark: LogoMark;
  primary: string;
  accent: string;
}): string {
  assertHex(primary, accent);
  const ink = inkFor(primary);
  const fontSize = 22;
  const width = Math.ceil(56 + textWidth(name) * fontSize + 4);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" width="${width}" height="48" role="img">`,
    `<title>${escapeMarkup(name)}</title>`,
    `<g transform="translate(4 4)">${markShapes(mark, markColour(primary, accent), primary)}</g>`,
    `<text x="56" y="32" fill="${ink}" font-family="'Arial Black', 'Helvetica Neue', Arial, sans-serif" font-size="${fontSize}" font-weight="800" letter-spacing="-0.3">${escapeMarkup(name)}</text>`,
    `</svg>`,
  ].join("");
}

/** The browser-tab icon made from the logo: its mark on a rounded square of the brand colour. */
export function logoIconSvg({
  name,
  mark,
  primary,
  accent,
}: {
  name: string;
  mark: LogoMark;
  primary: string;
  accent: string;
}): string {
  assertHex(primary, accent);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">`,
    `<title>${escapeMarkup(name)}</title>`,
    `<rect width="64" height="64" rx="14" fill="${primary.toLowerCase()}"/>`,
    `<g transform="translate(10 10) scale(1.1)">${markShapes(mark, markColour(primary, accent), primary.toLowerCase())}</g>`,
    `</svg>`,
  ].join("");
}
