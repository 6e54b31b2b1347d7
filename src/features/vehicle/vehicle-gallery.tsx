"use client";

import {
  type KeyboardEvent,
  lazy,
  type PointerEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useRef,
  useState,
} from "react";
import { preload } from "react-dom";
import { defined } from "@/domain/defined";
import { optimisedImageUrl, optimisedSrcSet, widthsFrom } from "@/domain/site/optimised-image";
import type { CarImage } from "@/domain/stock/car-facts";

const SWIPE_MIN_PX = 40;

// The main photo fills 60% of a wide screen and all of a narrow one; a thumbnail is 96 px wide.
const MAIN_SIZES = "(min-width: 1024px) 60vw, 100vw";
const MAIN_WIDTHS = widthsFrom(60);
const THUMB_WIDTHS = [96, 128, 256];
const MAIN_WIDEST = defined(MAIN_WIDTHS.at(-1), "a main photo width");
const THUMB_WIDEST = defined(THUMB_WIDTHS.at(-1), "a thumbnail width");

// The fullscreen viewer's code is fetched on the first open (or when the pointer or focus
// reaches the photo), never with the page.
const loadViewer = () => import("@/features/vehicle/gallery-viewer");
const GalleryViewer = lazy(loadViewer);

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
 * The vehicle photos. Server-rendered with the first photo and thumbnail links to every
 * photo (so without JavaScript each photo still opens); once hydrated, thumbnails switch the
 * main photo, arrow keys and the previous/next buttons step through, and a horizontal swipe
 * on the photo does too. The photo itself opens the fullscreen viewer (GalleryViewer, loaded
 * then); without JavaScript it links to the full-size photo.
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
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const opener = useRef<HTMLAnchorElement>(null);
  const thumbsRef = useRef<HTMLUListElement>(null);
  const count = images.length;

  const go = useCallback(
    (next: number) => {
      if (count === 0) return;
      const wrapped = (next + count) % count;
      setIndex(wrapped);
      thumbsRef.current
        ?.querySelector<HTMLElement>(`[data-thumb="${wrapped}"]`)
        ?.scrollIntoView({ block: "nearest", inline: "nearest" });
    },
    [count],
  );

  const closeViewer = useCallback(
    (at: number) => {
      setFullscreen(false);
      go(at);
      opener.current?.focus();
    },
    [go],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    // The open viewer (inside this section) handles its own keys.
    if (fullscreen) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === "Home") {
      event.preventDefault();
      go(0);
    } else if (event.key === "End") {
      event.preventDefault();
      go(count - 1);
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    swiped.current = false;
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) {
      swiped.current = true;
      go(index + (dx < 0 ? 1 : -1));
    }
  };

  const first = images[0];
  if (!first) {
    return (
      <div className="relative flex aspect-[3/2] items-center justify-center rounded-xl bg-surface text-muted">
        {badge}
        <p>Photos coming soon</p>
      </div>
    );
  }

  const current = defined(images[index], `photo ${index + 1} of ${count}`);
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
      onKeyDown={onKeyDown}
      data-testid="vehicle-gallery"
    >
      <div
        className="relative aspect-[3/2] touch-pan-y select-none overflow-hidden rounded-xl bg-surface"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        {/* biome-ignore lint/performance/noImgElement: next/image's srcset built by optimisedSrcSet, without its client code. */}
        <img
          key={current.url}
          src={optimisedImageUrl(current.url, MAIN_WIDEST, quality)}
          srcSet={optimisedSrcSet(current.url, MAIN_WIDTHS, quality)}
          sizes={MAIN_SIZES}
          // biome-ignore lint/a11y/noRedundantAlt: "photo 2 of 9" says where the shopper is in the gallery.
          alt={`${alt}, photo ${index + 1} of ${count}`}
          // The first photo is the page's largest paint: preloaded, fetched first, never lazy.
          loading={index === 0 ? "eager" : "lazy"}
          fetchPriority={index === 0 ? "high" : "auto"}
          decoding="async"
          draggable={false}
          className="absolute inset-0 size-full object-cover text-transparent"
        />
        <a
          ref={opener}
          href={current.url}
          aria-label={`View photo ${index + 1} of ${count} fullscreen`}
          className="absolute inset-0 flex items-end p-3 outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-focus"
          data-testid="gallery-fullscreen"
          onPointerEnter={() => void loadViewer()}
          onFocus={() => void loadViewer()}
          onClick={(event) => {
            event.preventDefault();
            // The end of a swipe is not a tap on the photo.
            if (swiped.current) {
              swiped.current = false;
              return;
            }
            setFullscreen(true);
          }}
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
              onClick={() => go(index - 1)}
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
              onClick={() => go(index + 1)}
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
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul ref={thumbsRef} className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Choose a photo">
          {images.map((image, i) => (
            <li key={image.url} className="shrink-0">
              <a
                href={image.url}
                data-thumb={i}
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === index ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  go(i);
                }}
                className={`relative block h-16 w-24 overflow-hidden rounded-md ring-2 transition ${
                  i === index ? "ring-brand" : "ring-transparent opacity-80 hover:opacity-100"
                }`}
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
      {fullscreen && (
        <Suspense fallback={null}>
          <GalleryViewer images={images} alt={alt} quality={quality} start={index} onClose={closeViewer} />
        </Suspense>
      )}
    </section>
  );
}
