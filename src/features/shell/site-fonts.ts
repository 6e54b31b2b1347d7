import localFont from "next/font/local";
import type { SiteFont } from "@/domain/brand/fonts";

/*
 * The bundled typefaces (latin subset, variable weight), from @fontsource-variable packages,
 * built into the app by next/font: served from the site's own origin, font-display swap, and a
 * fallback with adjusted metrics so the swap does not move the page. Each declares the
 * --font-site variable; the shell sets the class of its site's choice, and the browser downloads
 * only a face that is used. None is preloaded: they are declared together, and preloading
 * would fetch all five on every site.
 */
const inter = localFont({
  src: "../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-site",
  weight: "100 900",
  display: "swap",
  preload: false,
});
const archivo = localFont({
  src: "../../../node_modules/@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2",
  variable: "--font-site",
  weight: "100 900",
  display: "swap",
  preload: false,
});
const oswald = localFont({
  src: "../../../node_modules/@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2",
  variable: "--font-site",
  weight: "200 700",
  display: "swap",
  preload: false,
});
const robotoSlab = localFont({
  src: "../../../node_modules/@fontsource-variable/roboto-slab/files/roboto-slab-latin-wght-normal.woff2",
  variable: "--font-site",
  weight: "100 900",
  display: "swap",
  preload: false,
});
const manrope = localFont({
  src: "../../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
  variable: "--font-site",
  weight: "200 800",
  display: "swap",
  preload: false,
});

/** The class that sets --font-site for a site's chosen typeface ("" for the system font). */
export const SITE_FONT_CLASS: Record<SiteFont, string> = {
  system: "",
  inter: inter.variable,
  archivo: archivo.variable,
  oswald: oswald.variable,
  "roboto-slab": robotoSlab.variable,
  manrope: manrope.variable,
};
