import type { ReactNode } from "react";
import { preload } from "react-dom";
import { defined } from "@/domain/defined";
import { optimisedImageUrl, optimisedSrcSet } from "@/domain/site/optimised-image";
import type { CarImage } from "@/domain/stock/car-facts";
import {
  GALLERY_ATTRIBUTE,
  MAIN_SIZES,
  MAIN_WIDEST,
  MAIN_WIDTHS,
  mainPhoto,
  startGallery,
  thumbClass,
} from "@/features/vehicle/start-gallery";

const THUMB_WIDTHS = [96, 128, 256];
const THUMB_WIDEST = defined(THUMB_WIDTHS.at(-1), "a thumbnail width");

// One function for every gallery, so React never restarts one on a re-render.
const startOnMount = (section: HTMLElement | null) => (section ? startGallery(section) : undefined);

/**
 * The first photo's preload, as the gallery draws it: the page's largest paint, fetched first.
 * Next put it in the head from the component's `preload()`; an Astro page (which renders its
 * islands outside React's document) prints it in its head from this. Null without photos.
 */
export function galleryPreload(images: readonly CarImage[], quality: number) {
  const first = images[0];
  if (!first) return null;
  return {
    href: optimisedImageUrl(first.url, MAIN_WIDEST, quality),
    srcset: optimisedSrcSet(first.url, MAIN_WIDTHS, quality),
    sizes: MAIN_SIZES,
  };
}

/**
 * The vehicle photos: the markup, on the first photo, with the previous and next buttons and
 * thumbnail links to every photo (so without JavaScript each photo still opens, and the photo
 * itself links to the full-size one). startGallery (start-gallery.ts, no React) brings it to
 * life: on an Astro page the page's script starts it; rendered by React, its ref does.
 */
export function VehicleGallery({
  images,
  alt,
  quality,
  badge,
}: {
  images: CarImage[];
  alt: string;
  quality: number;
  badge?: ReactNode;
}) {
  const count = images.length;
  const first = images[0];
  if (!first) {
    return (
      <div className="relative flex aspect-[3/2] items-center justify-center rounded-xl bg-surface text-muted">
        {badge}
        <p>Photos coming soon</p>
      </div>
    );
  }
  const data = { images, alt, quality };
  const photo = mainPhoto(data, 0);
  // next/image did this for the first photo: the server's HTML preloads it, at its srcset.
  const hint = defined(galleryPreload(images, quality), "the first photo's preload");
  preload(hint.href, {
    as: "image",
    imageSrcSet: hint.srcset,
    imageSizes: hint.sizes,
    fetchPriority: "high",
  });
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${alt}`}
      className="group/gallery outline-none focus-visible:ring-4 focus-visible:ring-focus"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel region takes arrow keys (WAI-ARIA carousel pattern).
      tabIndex={0}
      data-testid="vehicle-gallery"
      ref={startOnMount}
      {...{ [GALLERY_ATTRIBUTE]: JSON.stringify(data) }}
    >
      <div
        className="relative aspect-[3/2] touch-pan-y select-none overflow-hidden rounded-xl bg-surface"
        data-gallery-stage=""
      >
        {/* biome-ignore lint/performance/noImgElement: next/image's srcset built by optimisedSrcSet, without its client code. */}
        <img
          data-gallery-photo=""
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={MAIN_SIZES}
          alt={photo.alt}
          // The first photo is the page's largest paint: preloaded, fetched first, never lazy.
          loading={photo.loading}
          fetchPriority={photo.fetchPriority}
          decoding="async"
          draggable={false}
          className="absolute inset-0 size-full object-cover text-transparent"
        />
        <a
          data-gallery-opener=""
          href={first.url}
          aria-label={`View photo 1 of ${count} fullscreen`}
          className="absolute inset-0 flex items-end p-3 outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-focus"
          data-testid="gallery-fullscreen"
        >
          <span className="flex items-center gap-1.5 rounded-full bg-black/70 px-3 py-1 text-xs font-semibold text-white">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
              <path
                fill="currentColor"
                d="M3 3h5v2H6.4l3 3L8 9.4l-3-3V8H3V3Zm9 0h5v5h-2V6.4l-3 3L10.6 8l3-3H12V3ZM8 10.6l1.4 1.4-3 3H8v2H3v-5h2v1.6l3-3Zm4 0 3 3V12h2v5h-5v-2h1.6l-3-3 1.4-1.4Z"
              />
            </svg>
            Fullscreen
          </span>
        </a>
        {badge}
        {count > 1 && (
          <>
            <button
              type="button"
              data-gallery-step="-1"
              aria-label="Previous photo"
              className="absolute left-3 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg hover:bg-white"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
                <path
                  fill="currentColor"
                  d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z"
                />
              </svg>
            </button>
            <button
              type="button"
              data-gallery-step="1"
              aria-label="Next photo"
              className="absolute right-3 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg hover:bg-white"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
                <path
                  fill="currentColor"
                  d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z"
                />
              </svg>
            </button>
            <p
              className="absolute bottom-3 right-3 rounded-full bg-black/70 px-3 py-1 text-xs font-semibold text-white"
              aria-live="polite"
              data-gallery-counter=""
            >
              1 / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Choose a photo">
          {images.map((image, i) => (
            <li key={image.url} className="shrink-0">
              <a
                href={image.url}
                data-thumb={i}
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === 0 ? "true" : undefined}
                className={thumbClass(i === 0)}
              >
                {/* biome-ignore lint/performance/noImgElement: as the main photo. */}
                <img
                  src={optimisedImageUrl(image.thumb || image.url, THUMB_WIDEST, quality)}
                  srcSet={optimisedSrcSet(image.thumb || image.url, THUMB_WIDTHS, quality)}
                  sizes="96px"
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="absolute inset-0 size-full object-cover text-transparent"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
