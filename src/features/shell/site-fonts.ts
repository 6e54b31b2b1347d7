import "./site-fonts.css";
import type { SiteFont } from "@/domain/brand/fonts";

/*
 * The bundled typefaces: @font-face rules in site-fonts.css over copies of the
 * @fontsource-variable files in public/fonts (no framework font loader: the same CSS and files
 * serve Next and Astro). Each site-font-* class sets --font-site to its face and that face's
 * metric-adjusted fallback; the shell sets the class of its site's choice and preloads its file.
 */

/** The version of the @fontsource-variable packages the copies in public/fonts come from. */
export const FONTSOURCE_VERSION = "5.3.0";

type BundledFont = Exclude<SiteFont, "system">;

/** The address of a bundled face's file (latin subset, variable weight). */
export function siteFontFile(font: BundledFont): string {
  return `/fonts/${font}-latin-wght-normal-${FONTSOURCE_VERSION}.woff2`;
}

/** The class that sets --font-site for a site's chosen typeface ("" for the system font). */
export const SITE_FONT_CLASS: Record<SiteFont, string> = {
  system: "",
  inter: "site-font-inter",
  archivo: "site-font-archivo",
  oswald: "site-font-oswald",
  "roboto-slab": "site-font-roboto-slab",
  manrope: "site-font-manrope",
};

/**
 * The preload of the one face a site uses (headings and buttons above the fold need it at
 * once), or null for the system font. A font preload is always fetched in CORS mode.
 */
export function siteFontPreload(
  font: SiteFont,
): { href: string; as: "font"; type: "font/woff2"; crossOrigin: "anonymous" } | null {
  if (font === "system") return null;
  return { href: siteFontFile(font), as: "font", type: "font/woff2", crossOrigin: "anonymous" };
}
