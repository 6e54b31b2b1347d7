import { BLOG_IMAGE_WIDTH, IMAGE_SMALL_WIDTHS, IMAGE_WIDTHS } from "@/domain/site/timings";

/**
 * The image optimiser's address for a photo at a width and quality: what next/image's default
 * loader writes. The vehicle gallery is a client island; building its srcset with this instead
 * of next/image keeps next/image's code (about 5 KB gzip) off the vehicle page.
 */
export function optimisedImageUrl(src: string, width: number, quality: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
}

export function optimisedSrcSet(src: string, widths: readonly number[], quality: number): string {
  return widths.map((width) => `${optimisedImageUrl(src, width, quality)} ${width}w`).join(", ");
}

const ALL_WIDTHS = [...IMAGE_SMALL_WIDTHS, ...IMAGE_WIDTHS, BLOG_IMAGE_WIDTH].sort((a, b) => a - b);

/**
 * The widths next/image offers for an image shown at `smallestVw` of the viewport or more:
 * every configured width from that share of the smallest screen width up.
 */
export function widthsFrom(smallestVw: number): number[] {
  const least = IMAGE_WIDTHS[0] * (smallestVw / 100);
  return ALL_WIDTHS.filter((width) => width >= least);
}
