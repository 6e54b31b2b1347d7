"use client";

import { useFavourites } from "@/features/favourites/use-favourites";

/**
 * The number on the header's saved-cars heart: how many vehicles this device has saved.
 * Nothing shows while hydrating or when none are saved; the link's name reads "(3)".
 */
export function SavedCount() {
  const count = useFavourites()?.length ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-saved-count={count}
      className="absolute -right-1 -top-1 grid min-w-5 place-items-center rounded-full bg-accent px-1 text-xs font-bold leading-5 text-accent-ink ring-2 ring-brand"
    >
      <span className="sr-only"> (</span>
      {count > 99 ? "99+" : count}
      <span className="sr-only">)</span>
    </span>
  );
}
