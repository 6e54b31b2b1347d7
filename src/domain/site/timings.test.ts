import { describe, expect, test } from "vitest";
import { siteConfigSchema } from "@/domain/config/site-config";
import {
  BLOG_IMAGE_WIDTH,
  CACHE_LIFETIME_SECONDS,
  IMAGE_SMALL_WIDTHS,
  IMAGE_WIDTHS,
} from "@/domain/site/timings";
import nextConfig from "../../../next.config";

// Not a restatement of the constants: what next/image is told must agree with what the pages
// ask of it, or a site's images fail (a width or quality next/image was not configured for is
// refused with a 400).
describe("next/image is configured from the one set of image constants", () => {
  const images = nextConfig.images ?? {};

  test("every device width, and the blog's width, is one next/image will render", () => {
    for (const width of [...IMAGE_WIDTHS, BLOG_IMAGE_WIDTH]) expect(images.deviceSizes).toContain(width);
    expect(images.deviceSizes).toEqual([...(images.deviceSizes ?? [])].sort((a, b) => a - b));
  });

  test("the small sizes are the constant's", () => {
    expect(images.imageSizes).toEqual([...IMAGE_SMALL_WIDTHS]);
  });

  test("every image quality a dealer may choose is one next/image accepts", () => {
    const choice = siteConfigSchema.shape.image_quality;
    for (const quality of [0, 1, 50, 60, 75, 90, 100]) {
      if (choice.safeParse(quality).success) expect(images.qualities).toContain(quality);
    }
    expect(images.qualities?.length).toBeGreaterThan(0);
  });

  test("optimised images are kept as long as the rest of the cache (SPEC 9: one week)", () => {
    expect(images.minimumCacheTTL).toBe(CACHE_LIFETIME_SECONDS);
  });
});
