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

/** The device's recently viewed vehicles, newest first, or null while hydrating. */
export function useRecentlyViewed(): Favourite[] | null {
  const raw = useSyncExternalStore(store.subscribe, store.read, serverSnapshot);
  return useMemo(() => (raw === undefined ? null : parseRecentlyViewed(raw)), [raw]);
}
