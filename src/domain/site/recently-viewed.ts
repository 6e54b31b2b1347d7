import { type Favourite, type FavouriteSource, parseFavourites } from "@/domain/site/favourites";

/**
 * Recently viewed: each vehicle page the shopper opens is remembered on the device (the same
 * few identifying fields a favourite keeps), newest first, at most eight.
 */
export const MAX_RECENTLY_VIEWED = 8;

/** Puts the car first, dropping an older visit to it and anything past the eighth. */
export function recordViewed(list: readonly Favourite[], car: FavouriteSource): Favourite[] {
  const entry: Favourite = {
    id: car.id,
    name: car.name,
    slug: car.slug,
    make: car.make ?? null,
    model: car.model ?? null,
    primary_image_url: car.primary_image_url ?? null,
  };
  const rest = list.filter((f) => String(f.id) !== String(car.id));
  return [entry, ...rest].slice(0, MAX_RECENTLY_VIEWED);
}

/** What the device stored, newest first, bounded. */
export function parseRecentlyViewed(json: string | null | undefined): Favourite[] {
  return parseFavourites(json).slice(0, MAX_RECENTLY_VIEWED);
}
