import type { CarFacts } from "@/domain/stock/car-facts";

/** The two known default placeholder vehicle images. */
export const DEFAULT_PLACEHOLDER_IMAGE_URLS = [
  "/media/placeholder/vehicle-default.jpg",
  "/media/placeholder/vehicle-default-2.jpg",
] as const;

const PLACEHOLDER_PATHS: ReadonlySet<string> = new Set(DEFAULT_PLACEHOLDER_IMAGE_URLS);

// Placeholders arrive both as site-relative paths and as absolute CDN URLs, sometimes with
// resize parameters, so they are recognised by path alone.
function pathOf(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, "").replace(/[?#].*$/, "");
}

function isPlaceholder(url: string): boolean {
  return PLACEHOLDER_PATHS.has(pathOf(url.trim()));
}

/**
 * A default placeholder image is swapped for the first thumbnail if any image exists.
 * A missing primary image is treated like a placeholder for the same reason. Returns null
 * when there is nothing better than no image.
 */
export function displayImage(car: Pick<CarFacts, "primary_image_url" | "images">): string | null {
  const primary = car.primary_image_url?.trim() ?? "";
  if (primary !== "" && !isPlaceholder(primary)) return primary;
  const first = car.images[0];
  const firstThumb = first ? first.thumb.trim() || first.url.trim() : "";
  if (firstThumb !== "") return firstThumb;
  return primary === "" ? null : primary;
}
