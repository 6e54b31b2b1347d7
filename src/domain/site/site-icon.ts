import { escapeMarkup } from "@/domain/security/escape-markup";

/** Up to two initials of a site's name: "Harbour City Motor Group" → "HC". */
export function siteInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join("");
}

const HEX = /^#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?$/;

/**
 * The site's browser-tab icon, matching its wordmark: the initials in the ink colour on a
 * rounded square of the brand colour. Colours must be hex (the configuration's format).
 */
export function siteIconSvg({
  initials,
  background,
  ink,
  title,
}: {
  initials: string;
  background: string;
  ink: string;
  /** The site's name, as the image's text alternative. */
  title: string;
}): string {
  if (!HEX.test(background) || !HEX.test(ink)) throw new Error("site icon colours must be hex colours");
  const text = initials.replace(/[^A-Z0-9]/g, "").slice(0, 2);
  const size = text.length > 1 ? 28 : 36;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">`,
    `<title>${escapeMarkup(title)}</title>`,
    `<rect width="64" height="64" rx="14" fill="${background}"/>`,
    `<text x="32" y="33" fill="${ink}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${size}" font-weight="900" text-anchor="middle" dominant-baseline="central">${text}</text>`,
    `</svg>`,
  ].join("");
}
