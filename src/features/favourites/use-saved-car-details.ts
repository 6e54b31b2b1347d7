"use client";

import { useEffect, useState } from "react";
import type { Favourite } from "@/domain/site/favourites";
import type { CarFacts } from "@/domain/stock/car-facts";

/** What the saved-cars list shows beside a stored favourite, read fresh from the site. */
export type SavedCarDetails = Pick<
  CarFacts,
  "price" | "preorder" | "km" | "car_type" | "status" | "sold" | "offer_price" | "offer_extra"
> & {
  subscription_price: number | null;
  /** The drive-away price, which the repayment estimate is on when there is one. */
  dapprice?: number | null;
};

/** A saved car the site no longer lists (sold long ago or removed). */
export const NO_LONGER_LISTED = "gone" as const;

/** At most this many saved cars are looked up (a device may hold any number). */
const MAX_SAVED_CAR_LOOKUPS = 48;

/**
 * The device stores only what identifies a car (id, name, slug, make, model, image),
 * because prices and odometers change. The list asks the site for each car's current price,
 * odometer and state (GET /api/cars/{slug}); until an answer arrives a car shows without them.
 */
export function useSavedCarDetails(
  favourites: readonly Favourite[] | null,
): ReadonlyMap<string, SavedCarDetails | typeof NO_LONGER_LISTED> {
  const [details, setDetails] = useState<Map<string, SavedCarDetails | typeof NO_LONGER_LISTED>>(
    () => new Map(),
  );
  const slugs = (favourites ?? []).slice(0, MAX_SAVED_CAR_LOOKUPS).map((f) => f.slug);
  const key = slugs.join("\n");
  useEffect(() => {
    if (key === "") return;
    const controller = new AbortController();
    for (const slug of key.split("\n")) {
      fetch(`/api/cars/${encodeURIComponent(slug)}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      })
        .then(async (response) => {
          if (response.status === 404) return NO_LONGER_LISTED;
          if (!response.ok) return null;
          const { car } = (await response.json()) as { car: SavedCarDetails };
          return car;
        })
        .then((found) => {
          if (found !== null) setDetails((previous) => new Map(previous).set(slug, found));
        })
        .catch(() => {
          // Offline or aborted: the car still shows what the device stored.
        });
    }
    return () => controller.abort();
  }, [key]);
  return details;
}
