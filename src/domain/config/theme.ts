/** Relative luminance per WCAG 2.x for a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG 2.x AA: normal text needs 4.5:1; large text and interface parts (focus rings) 3:1. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/** The page background that brand-coloured text sits on at its lightest (the surface grey). */
const LIGHT_SURFACE = "#f8fafc";

export type Ink = "#ffffff" | "#111827" | "#000000";

/**
 * Text colour to put on a dealer's colour: white or near-black, whichever reads better. A
 * mid-tone colour can miss 4.5:1 with both (the worst case is about 4.1:1 with near-black),
 * so pure black is the last resort: with white or black some choice always passes AA.
 */
export function inkFor(background: string): Ink {
  const white = contrastRatio(background, "#ffffff");
  const dark = contrastRatio(background, "#111827");
  if (Math.max(white, dark) >= AA_TEXT) return white >= dark ? "#ffffff" : "#111827";
  return white >= contrastRatio(background, "#000000") ? "#ffffff" : "#000000";
}

/** Mixes a colour with black: amount 0 keeps it, 1 gives black. */
export function darken(hex: string, amount: number): string {
  const mixed = [1, 3, 5].map((i) =>
    Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * (1 - amount))
      .toString(16)
      .padStart(2, "0"),
  );
  return `#${mixed.join("")}`.toLowerCase();
}

/**
 * The dealer's colour as text (links, prices, headings) on a light page: the colour itself
 * when it reaches `ratio` against the lightest surface, else the least darkened shade that does.
 */
export function readableOnLight(colour: string, ratio: number = AA_TEXT): string {
  for (let step = 0; step <= 20; step++) {
    const shade = darken(colour, step / 20);
    if (contrastRatio(shade, LIGHT_SURFACE) >= ratio) return step === 0 ? colour.toLowerCase() : shade;
  }
  return "#000000";
}

/** The CSS custom properties a site's shell sets, from its configured primary and accent. */
export interface ThemeVariables {
  "--brand": string;
  "--brand-ink": Ink;
  /** Shading laid over the brand colour (hero art): away from the ink, so text gains contrast. */
  "--brand-shade": "#000000" | "#ffffff";
  "--brand-link": string;
  "--accent": string;
  "--accent-ink": Ink;
  "--focus-ring": string;
}

export function themeVariables({ primary, accent }: { primary: string; accent: string }): ThemeVariables {
  const brandLink = readableOnLight(primary);
  const brandInk = inkFor(primary);
  return {
    "--brand": primary.toLowerCase(),
    "--brand-ink": brandInk,
    "--brand-shade": brandInk === "#ffffff" ? "#000000" : "#ffffff",
    "--brand-link": brandLink,
    "--accent": accent.toLowerCase(),
    "--accent-ink": inkFor(accent),
    // The ring must stand out from the white page (3:1); a pale accent hands over to the brand.
    "--focus-ring": contrastRatio(accent, "#ffffff") >= AA_NON_TEXT ? accent.toLowerCase() : brandLink,
  };
}
