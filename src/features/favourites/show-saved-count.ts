import { parseFavourites } from "@/domain/site/favourites";
import { readFavouritesRaw, subscribeFavourites } from "@/features/favourites/favourites-store";

/** The badge's look: a round count on the heart's corner, ringed in the header's colour. */
const BADGE_CLASS =
  "absolute -right-1 -top-1 grid min-w-5 place-items-center rounded-full bg-accent px-1 text-xs font-bold leading-5 text-accent-ink ring-2 ring-brand";

function screenReaderText(doc: Document, text: string): HTMLSpanElement {
  const span = doc.createElement("span");
  span.className = "sr-only";
  span.textContent = text;
  return span;
}

/**
 * The number on the header's saved-cars heart, drawn into `host` (an empty element inside the
 * link, whose server markup cannot know this device's list): how many vehicles this device has
 * saved, kept in step with every save here and in other tabs. Nothing shows when none are
 * saved; the link's name reads "(3)". A plain script, no React: every page's shell runs it.
 * Returns the function that stops following the list.
 */
export function showSavedCount(host: Element): () => void {
  const doc = host.ownerDocument;
  const draw = () => {
    const count = parseFavourites(readFavouritesRaw()).length;
    if (count === 0) {
      host.replaceChildren();
      return;
    }
    const badge = doc.createElement("span");
    badge.dataset.savedCount = String(count);
    badge.className = BADGE_CLASS;
    badge.append(screenReaderText(doc, " ("), count > 99 ? "99+" : String(count), screenReaderText(doc, ")"));
    host.replaceChildren(badge);
  };
  draw();
  return subscribeFavourites(draw);
}
