"use client";

import { useMemo, useSyncExternalStore } from "react";
import type { Favourite, FavouriteSource } from "@/domain/site/favourites";
import { parseRecentlyViewed, recordViewed } from "@/domain/site/recently-viewed";
import { deviceListStore } from "@/features/compare/device-list-store";

const store = deviceListStore("recently-viewed");
const serverSnapshot = () => undefined;

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

/** The device's recently viewed vehicles, newest first, or null while hydrating. */
export function useRecentlyViewed(): Favourite[] | null {
  const raw = useSyncExternalStore(store.subscribe, store.read, serverSnapshot);
  return useMemo(() => (raw === undefined ? null : parseRecentlyViewed(raw)), [raw]);
}
