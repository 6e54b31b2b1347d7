/**
 * An uploaded logo is stored once, already resized, as two PNG files side by side:
 * `/media/brand/{site}/logo-{hash}-{width}x{height}.png` (shown in the header) and
 * `/media/brand/{site}/icon-{hash}.png` (the browser-tab icon). The name carries the content
 * hash, because media is served as immutable, and the size, so the page reserves the logo's
 * box before it loads (no layout shift).
 */
const UPLOADED = /^\/media\/brand\/([a-z0-9-]+)\/logo-([0-9a-f]{10,64})-(\d{1,4})x(\d{1,4})\.png$/;

/** The header logo's height in CSS pixels; files are stored at 3× for sharp screens. */
export const LOGO_HEIGHT_PX = 40;
export const LOGO_STORED_HEIGHT_PX = LOGO_HEIGHT_PX * 3;
/** The tab icon's stored size (browsers draw it at 16–32 px). */
export const ICON_SIZE_PX = 64;

export function uploadedLogoPaths(
  site: string,
  hash: string,
  size: { width: number; height: number },
): { logo: string; icon: string } {
  return {
    logo: `/media/brand/${site}/logo-${hash}-${size.width}x${size.height}.png`,
    icon: `/media/brand/${site}/icon-${hash}.png`,
  };
}

/** The stored size and tab icon of an uploaded logo; null for any other logo (a demo SVG). */
export function uploadedLogo(logo: string | null): { width: number; height: number; icon: string } | null {
  const match = logo ? UPLOADED.exec(logo) : null;
  if (!match) return null;
  const [, site, hash, width, height] = match;
  return { width: Number(width), height: Number(height), icon: `/media/brand/${site}/icon-${hash}.png` };
}
