// The recently viewed list on this device, with no React (the shell's plain scripts use it
// too); useRecentlyViewed (use-recently-viewed.ts) is its hook.
import type { Favourite, FavouriteSource } from "@/domain/site/favourites";
import { parseRecentlyViewed, recordViewed } from "@/domain/site/recently-viewed";
import { deviceListStore } from "@/features/compare/device-list-store";

const store = deviceListStore("recently-viewed");

export function recordStoredView(car: FavouriteSource): void {
  store.write(recordViewed(parseRecentlyViewed(store.read()), car));
}

/** The device's recently viewed vehicles now, newest first. */
export function readStoredRecentlyViewed(): Favourite[] {
  return parseRecentlyViewed(store.read());
}

/** Replaces the device's list (with the account's, when signed in). */
export function replaceStoredRecentlyViewed(list: readonly Favourite[]): void {
  store.write(list);
}

/** Hears the recently viewed list change in this tab. */
export const subscribeStoredRecentlyViewedHere = store.subscribeHere;

/** The stored list as text, and its changes in this tab and in others: what the hook reads. */
export const readStoredRecentlyViewedRaw = store.read;
export const subscribeStoredRecentlyViewed = store.subscribe;
