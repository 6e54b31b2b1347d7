/**
 * The typefaces a site can choose. Each is a variable font bundled from npm and served by the
 * platform itself; "system" uses the device's own sans-serif and downloads nothing.
 */
export const SITE_FONTS = ["system", "inter", "archivo", "oswald", "roboto-slab", "manrope"] as const;
export type SiteFont = (typeof SITE_FONTS)[number];
