/**
 * A vehicle's photos as the console edits them: the bounds of an upload, and the moves of the
 * photo list (shared by the screen and the server).
 */

/** The largest photo file the console takes (a phone's full-size JPEG fits). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** The most photos a vehicle has: the feed's own limit. */
export const MAX_PHOTOS = 60;
/** What an upload may say it is; what it really is, sharp reads from its bytes. */
export const PHOTO_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** The list with the photo at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function movePhoto<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  const next = [...list];
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return next;
  const [moved] = next.splice(index, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}

/** Whether `order` holds exactly the ids of `current` (each as often), in any order. */
export function isSameSet(current: readonly string[], order: readonly string[]): boolean {
  if (current.length !== order.length) return false;
  const counts = new Map<string, number>();
  for (const id of current) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const id of order) {
    const left = counts.get(id) ?? 0;
    if (left === 0) return false;
    counts.set(id, left - 1);
  }
  return true;
}
