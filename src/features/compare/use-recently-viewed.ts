"use client";

import { useMemo, useSyncExternalStore } from "react";
import type { Favourite } from "@/domain/site/favourites";
import { parseRecentlyViewed } from "@/domain/site/recently-viewed";
import {
  readStoredRecentlyViewedRaw,
  subscribeStoredRecentlyViewed,
} from "@/features/compare/recently-viewed-store";

const serverSnapshot = () => undefined;

/** The device's recently viewed vehicles, newest first, or null while hydrating. */
export function useRecentlyViewed(): Favourite[] | null {
  const raw = useSyncExternalStore(subscribeStoredRecentlyViewed, readStoredRecentlyViewedRaw, serverSnapshot);
  return useMemo(() => (raw === undefined ? null : parseRecentlyViewed(raw)), [raw]);
}
