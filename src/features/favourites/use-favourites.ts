"use client";

import { useMemo, useSyncExternalStore } from "react";
import { type Favourite, parseFavourites } from "@/domain/site/favourites";
import { readFavouritesRaw, subscribeFavourites } from "@/features/favourites/favourites-store";

const serverSnapshot = () => undefined;

/**
 * The stored favourites, or null while the page is hydrating (the server cannot know them),
 * so islands render a neutral state first and never mismatch the server HTML.
 */
export function useFavourites(): Favourite[] | null {
  const raw = useSyncExternalStore(subscribeFavourites, readFavouritesRaw, serverSnapshot);
  return useMemo(() => (raw === undefined ? null : parseFavourites(raw)), [raw]);
}
