"use client";

import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { defined } from "@/domain/defined";
import { optimisedImageUrl, optimisedSrcSet, widthsFrom } from "@/domain/site/optimised-image";
import type { CarImage } from "@/domain/stock/car-facts";

const SWIPE_MIN_PX = 40;
const ZOOM = 2.5;

function Arrow({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-6">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

const control =
  "flex size-12 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg hover:bg-white focus-visible:outline-4 focus-visible:outline-white";

/**
 * The fullscreen photo viewer, a modal <dialog> (its code loads on the first open, from
 * VehicleGallery). Focus stays inside it; arrow keys, Home and End step through the photos;
 * Escape or Close shuts it and VehicleGallery puts focus back where it was. Zoom by the
 * button, the + and - keys or a double click or tap (at the point clicked), or pinch (the
 * browser's own zoom); a zoomed photo pans by scrolling or dragging, and a swipe changes
 * photo when not zoomed.
 */
export default function GalleryViewer({
  images,
  alt,
  quality,
  start,
  onClose,
}: {
  images: CarImage[];
  alt: string;
  quality: number;
  start: number;
  onClose: (index: number) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const indexRef = useRef(index);
  indexRef.current = index;
  const count = images.length;

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (!node.open) node.showModal();
    // The page behind stays where it was.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    const closed = () => onClose(indexRef.current);
    node.addEventListener("close", closed);
    return () => {
      node.removeEventListener("close", closed);
      root.style.overflow = overflow;
    };
  }, [onClose]);

  const go = (next: number) => {
    setZoomed(false);
    setIndex((next + count) % count);
  };

  const zoomTo = (on: boolean, at?: { x: number; y: number }) => {
    setZoomed(on);
    if (!on) return;
    // Once the zoomed photo is laid out, bring the point asked for to the middle.
    requestAnimationFrame(() => {
      const box = stage.current;
      if (!box) return;
      const fx = at ? at.x : 0.5;
      const fy = at ? at.y : 0.5;
      box.scrollTo({
        left: fx * box.scrollWidth - box.clientWidth / 2,
        top: fy * box.scrollHeight - box.clientHeight / 2,
      });
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Tab") {
      trapFocus(event);
      return;
    }
    // Arrow keys pan a zoomed photo instead.
    if (zoomed && event.key.startsWith("Arrow")) return;
    const step = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[event.key];
    if (step !== undefined) go(step);
    else if (event.key === "+" || event.key === "=") zoomTo(true);
    else if (event.key === "-") zoomTo(false);
    else return;
    event.preventDefault();
  };

  // Tab and Shift+Tab go round the viewer's buttons, never out to the page or the browser.
  const trapFocus = (event: KeyboardEvent) => {
    const buttons = [...(dialog.current?.querySelectorAll<HTMLElement>("button") ?? [])];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !buttons.includes(active as HTMLElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !buttons.includes(active as HTMLElement))) {
      event.preventDefault();
      first.focus();
    }
  };

  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
    if (zoomed) zoomTo(false);
    else zoomTo(true, at);
  };

  const onPointerDown = (event: PointerEvent) => {
    swipe.current = zoomed ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipe.current;
    swipe.current = null;
    if (!from || count < 2) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) go(index + (dx < 0 ? 1 : -1));
  };

  const image = defined(images[index], `photo ${index + 1} of ${count}`);
  return (
    <dialog
      ref={dialog}
      aria-label={`Photos of ${alt}`}
      onKeyDown={onKeyDown}
      data-testid="gallery-viewer"
      data-zoomed={zoomed ? "true" : "false"}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: double click and swipe are shortcuts; the Zoom, Previous and Next buttons and the keys do the same. */}
      <div
        ref={stage}
        className={`absolute inset-0 ${zoomed ? "cursor-zoom-out overflow-auto" : "cursor-zoom-in touch-pan-y touch-pinch-zoom overflow-hidden"}`}
        onDoubleClick={onDoubleClick}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
      >
        <div
          className="relative select-none"
          style={
            zoomed ? { width: `${ZOOM * 100}%`, height: `${ZOOM * 100}%` } : { width: "100%", height: "100%" }
          }
        >
          {/* biome-ignore lint/performance/noImgElement: through the image optimiser at the widths a full screen (or the zoom) can use, without next/image's client code. */}
          <img
            key={image.url}
            src={optimisedImageUrl(image.url, defined(widthsFrom(100).at(-1), "the widest photo"), quality)}
            srcSet={optimisedSrcSet(image.url, widthsFrom(100), quality)}
            sizes={zoomed ? `${ZOOM * 100}vw` : "100vw"}
            // biome-ignore lint/a11y/noRedundantAlt: "photo 2 of 9" says where the shopper is in the gallery.
            alt={`${alt}, photo ${index + 1} of ${count}`}
            decoding="async"
            draggable={false}
            className="absolute inset-0 size-full object-contain text-transparent"
          />
        </div>
      </div>

      <p
        className="absolute left-4 top-4 rounded-full bg-black/70 px-3 py-1 text-sm font-semibold"
        aria-live="polite"
      >
        {index + 1} / {count}
      </p>
      <div className="absolute right-4 top-4 flex gap-2">
        <button
          type="button"
          className={control}
          aria-pressed={zoomed}
          aria-label="Zoom"
          onClick={() => zoomTo(!zoomed)}
        >
          <Arrow
            d={
              zoomed
                ? "M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.8 3.8a1 1 0 0 1-1.4 1.4l-3.8-3.8A5.5 5.5 0 1 1 8.5 3Zm0 2a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7ZM6 7.5h5v2H6v-2Z"
                : "M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.8 3.8a1 1 0 0 1-1.4 1.4l-3.8-3.8A5.5 5.5 0 1 1 8.5 3Zm0 2a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Zm1 1v1.5H11v2H9.5V11h-2V9.5H6v-2h1.5V6h2Z"
            }
          />
        </button>
        <button type="button" className={control} aria-label="Close" onClick={() => dialog.current?.close()}>
          <Arrow d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        </button>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${control} absolute left-4 top-1/2 -translate-y-1/2`}
            aria-label="Previous photo"
            onClick={() => go(index - 1)}
          >
            <Arrow d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
          </button>
          <button
            type="button"
            className={`${control} absolute right-4 top-1/2 -translate-y-1/2`}
            aria-label="Next photo"
            onClick={() => go(index + 1)}
          >
            <Arrow d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z" />
          </button>
        </>
      )}
    </dialog>
  );
}
