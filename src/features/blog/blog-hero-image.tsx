import { ServerImage } from "@/components/ui/server-image";
import { BLOG_IMAGE_WIDTH } from "@/domain/site/timings";

/** The blog's images are drawn 16:9. */
const BLOG_IMAGE_HEIGHT = Math.round((BLOG_IMAGE_WIDTH * 9) / 16);

/**
 * Blog images use width 1280. The article's hero is requested at that width (1280 is
 * one of the image optimiser's widths, next.config.ts) and scales down to the column.
 */
export function BlogHeroImage({ src, alt, quality }: { src: string; alt: string; quality: number }) {
  return (
    <ServerImage
      src={src}
      alt={alt}
      width={BLOG_IMAGE_WIDTH}
      height={BLOG_IMAGE_HEIGHT}
      quality={quality}
      priority
      className="aspect-video h-auto w-full rounded-2xl object-cover"
      data-blog-hero
    />
  );
}
