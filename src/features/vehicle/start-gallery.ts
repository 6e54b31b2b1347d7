import { defined } from "@/domain/defined";
import { optimisedImageUrl, optimisedSrcSet, widthsFrom } from "@/domain/site/optimised-image";
import type { CarImage } from "@/domain/stock/car-facts";

/** The gallery's section (VehicleGallery's markup), carrying its photos for the script. */
export const GALLERY_ATTRIBUTE = "data-gallery";

export interface GalleryData {
  images: CarImage[];
  alt: string;
  quality: number;
}

const SWIPE_MIN_PX = 40;

// The main photo fills 60% of a wide screen and all of a narrow one; a thumbnail is 96 px wide.
export const MAIN_SIZES = "(min-width: 1024px) 60vw, 100vw";
export const MAIN_WIDTHS = widthsFrom(60);
export const MAIN_WIDEST = defined(MAIN_WIDTHS.at(-1), "a main photo width");

/** The main photo's attributes for photo `index` (0-based): the first is fetched first, never lazy. */
export function mainPhoto({ images, alt, quality }: GalleryData, index: number) {
  const image = defined(images[index], `photo ${index + 1} of ${images.length}`);
  return {
    src: optimisedImageUrl(image.url, MAIN_WIDEST, quality),
    srcSet: optimisedSrcSet(image.url, MAIN_WIDTHS, quality),
    alt: `${alt}, photo ${index + 1} of ${images.length}`,
    loading: index === 0 ? ("eager" as const) : ("lazy" as const),
    fetchPriority: index === 0 ? ("high" as const) : ("auto" as const),
  };
}

/** A thumbnail link's look, current or not. */
export function thumbClass(current: boolean): string {
  return `relative block h-16 w-24 overflow-hidden rounded-md ring-2 transition ${
    current ? "ring-brand" : "ring-transparent opacity-80 hover:opacity-100"
  }`;
}

// The fullscreen viewer's code (React) is fetched on the first open, or when the pointer or
// focus reaches the photo, never with the page.
const loadViewer = () => import("@/features/vehicle/open-gallery-viewer");

function readData(section: Element): GalleryData | null {
  try {
    const data = JSON.parse(section.getAttribute(GALLERY_ATTRIBUTE) ?? "") as GalleryData;
    return Array.isArray(data.images) && data.images.length > 0 ? data : null;
  } catch {
    return null;
  }
}

/**
 * The vehicle photos' behaviour, with no React, on VehicleGallery's server markup (the first
 * photo, the previous and next buttons, the thumbnail links to every photo, so without
 * JavaScript each photo still opens): thumbnails switch the main photo, arrow keys, Home and
 * End and the previous and next buttons step through (wrapping round), and a horizontal swipe
 * on the photo does too, without being taken for a tap. The photo opens the fullscreen viewer
 * (React, loaded then); closing it leaves the gallery on the photo last viewed and puts focus
 * back on the photo. Returns the function that stops it.
 */
export function startGallery(section: HTMLElement): () => void {
  const data = readData(section);
  const stage = section.querySelector<HTMLElement>("[data-gallery-stage]");
  const opener = section.querySelector<HTMLAnchorElement>("[data-gallery-opener]");
  if (!data || !stage || !opener) return () => undefined;
  const count = data.images.length;
  const counter = section.querySelector("[data-gallery-counter]");
  const thumbs = [...section.querySelectorAll<HTMLAnchorElement>("[data-thumb]")];
  let index = 0;
  let stopped = false;
  let viewerOpen = false;
  let removeViewer: (() => void) | undefined;
  let start: { x: number; y: number } | null = null;
  let swiped = false;

  const go = (next: number) => {
    const previous = index;
    index = (next + count) % count;
    const photo = mainPhoto(data, index);
    // A new element for a new photo (the old one is not shown while the next loads).
    const old = stage.querySelector("img[data-gallery-photo]");
    if (old && index !== previous) {
      const img = old.cloneNode(false) as HTMLImageElement;
      img.setAttribute("src", photo.src);
      img.setAttribute("srcset", photo.srcSet);
      img.setAttribute("alt", photo.alt);
      img.setAttribute("loading", photo.loading);
      img.setAttribute("fetchpriority", photo.fetchPriority);
      old.replaceWith(img);
    }
    const image = defined(data.images[index], "the photo shown");
    opener.href = image.url;
    opener.setAttribute("aria-label", `View photo ${index + 1} of ${count} fullscreen`);
    if (counter) counter.textContent = `${index + 1} / ${count}`;
    thumbs.forEach((thumb, i) => {
      thumb.className = thumbClass(i === index);
      if (i === index) thumb.setAttribute("aria-current", "true");
      else thumb.removeAttribute("aria-current");
    });
    thumbs[index]?.scrollIntoView({ block: "nearest", inline: "nearest" });
  };

  const openViewer = async () => {
    viewerOpen = true;
    const { openGalleryViewer } = await loadViewer();
    if (stopped) return;
    removeViewer = openGalleryViewer(section, { ...data, start: index }, (at) => {
      viewerOpen = false;
      removeViewer = undefined;
      go(at);
      opener.focus();
    });
  };

  const onKey = (event: KeyboardEvent) => {
    // The open viewer (inside this section) handles its own keys.
    if (viewerOpen) return;
    const to: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: count - 1,
    };
    const next = to[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };
  const onDown = (event: PointerEvent) => {
    swiped = false;
    start = { x: event.clientX, y: event.clientY };
  };
  const onUp = (event: PointerEvent) => {
    const from = start;
    start = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) {
      swiped = true;
      go(index + (dx < 0 ? 1 : -1));
    }
  };
  const onCancel = () => {
    start = null;
  };
  const preloadViewer = () => void loadViewer();
  const onOpen = (event: MouseEvent) => {
    event.preventDefault();
    // The end of a swipe is not a tap on the photo.
    if (swiped) {
      swiped = false;
      return;
    }
    void openViewer();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const step = target?.closest("[data-gallery-step]");
    const thumb = target?.closest<HTMLAnchorElement>("[data-thumb]");
    if (step) go(index + Number(step.getAttribute("data-gallery-step")));
    else if (thumb) {
      event.preventDefault();
      go(Number(thumb.getAttribute("data-thumb")));
    }
  };

  const listeners: [EventTarget, string, EventListener][] = [
    [section, "keydown", onKey as EventListener],
    [section, "click", onClick as EventListener],
    [stage, "pointerdown", onDown as EventListener],
    [stage, "pointerup", onUp as EventListener],
    [stage, "pointercancel", onCancel],
    [opener, "pointerenter", preloadViewer],
    [opener, "focus", preloadViewer],
    [opener, "click", onOpen as EventListener],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  section.setAttribute("data-gallery-started", "");
  return () => {
    stopped = true;
    section.removeAttribute("data-gallery-started");
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    removeViewer?.();
  };
}
