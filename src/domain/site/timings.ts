/**
 * And 9 timings, sizes and cache lifetimes. One module so UI code and tests quote the
 * same numbers, and a change to one of them is a visible, reviewed diff.
 */

/** Tooltip default open delay; the product (vehicle card) wrapper opens at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const PRODUCT_TOOLTIP_OPEN_DELAY_MS = 0;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const COLLAPSIBLE_ANIMATION_MS = 300;

/** The text-us popup appears 3 seconds after load unless dismissed. */
export const CHAT_POPUP_DELAY_MS = 3000;
/** After a click the chat opens about 1.3 seconds later (the widget needs to boot). */
export const CHAT_OPEN_DELAY_MS = 1300;
/** Analytics and tracking scripts load on first interaction, or after 3 seconds. */
export const THIRD_PARTY_SCRIPT_FALLBACK_MS = 3000;
/** The interactions that count as "first user interaction" (scroll, click, touch, key). */
export const FIRST_INTERACTION_EVENTS = ["scroll", "click", "touchstart", "keydown"] as const;

/** Image widths: device sizes and the small sizes 16-384 (next/image deviceSizes/imageSizes). */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_SMALL_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;

/** Default quality 75, 60 for some variants; blog images use width 1280. */
export const DEFAULT_IMAGE_QUALITY = 75;
export const LOW_IMAGE_QUALITY = 60;
export const BLOG_IMAGE_WIDTH = 1280;
/** Social images are 1200x630 with fill crop. */
export const SOCIAL_IMAGE = { width: 1200, height: 630, crop: "fill" } as const;

/** Cache lifetime 604800 seconds (one week). */
export const CACHE_LIFETIME_SECONDS = 604_800;
/** Fetch retries 2 (so at most 3 attempts). */
export const FETCH_RETRIES = 2;

/** The chat-popup dismissed flag stored on the visitor's device. */
export const PODIUM_POPUP_CLOSED_KEY = "podium-popup-closed";

/**
 * The image optimiser's options: Next's `images` config (next.config.ts), and what the Astro
 * pages' `next/image` stand-in (src/astro/next-image.ts) computes image markup with, so both
 * renderers draw the same srcset. next.config.ts loads this module, which imports nothing.
 */
export const IMAGE_OPTIONS = {
  // Image widths and qualities, and the width for blog images (1280).
  deviceSizes: [...IMAGE_WIDTHS, BLOG_IMAGE_WIDTH].sort((a, b) => a - b),
  imageSizes: [...IMAGE_SMALL_WIDTHS],
  qualities: [LOW_IMAGE_QUALITY, DEFAULT_IMAGE_QUALITY],
  // Only /media files, with no query, so a made-up `?x=1` cannot make
  // another optimised copy of the same image (each one CPU time and a cache entry).
  localPatterns: [{ pathname: "/media/**", search: "" }],
  minimumCacheTTL: CACHE_LIFETIME_SECONDS,
};
