import { z } from "zod";
import { EVENT_IDS } from "@/domain/site/event-catalogue";

/**
 * SPEC 3 "Stored locally": favourites keep id, name, slug, make, model, primary_image_url.
 * SPEC 4 "Favourites": toggle add or remove by car id; adding fires event 39.
 */

/** SPEC 4: adding a favourite fires the wishlist event. */
export const FAVOURITES_EVENT_ID = EVENT_IDS.wishlist;

export const favouriteSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  name: z.string(),
  slug: z.string().min(1),
  make: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  model: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  primary_image_url: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});

export type Favourite = z.output<typeof favouriteSchema>;

/** Any car-shaped value: only the stored fields are kept, so nothing else ends up on the device. */
export type FavouriteSource = Pick<Favourite, "id" | "name" | "slug"> & {
  make?: string | null;
  model?: string | null;
  primary_image_url?: string | null;
};

// Stored ids may have round-tripped as text ('12') while the car has 12.
const sameId = (a: Favourite["id"], b: Favourite["id"]) => String(a) === String(b);

/** Removes the car if it is saved (every copy), otherwise appends it. Never mutates `list`. */
export function toggleFavourite(
  list: readonly Favourite[],
  car: FavouriteSource,
): { list: Favourite[]; added: boolean } {
  if (list.some((f) => sameId(f.id, car.id))) {
    return { list: list.filter((f) => !sameId(f.id, car.id)), added: false };
  }
  const favourite: Favourite = {
    id: car.id,
    name: car.name,
    slug: car.slug,
    make: car.make ?? null,
    model: car.model ?? null,
    primary_image_url: car.primary_image_url ?? null,
  };
  return { list: [...list, favourite], added: true };
}

/**
 * Reads what the device stored. Storage is shared with old versions, extensions and
 * hand edits, so anything unreadable yields [] and malformed entries (or repeats of an id)
 * are dropped rather than breaking the page.
 */
export function parseFavourites(json: string | null | undefined): Favourite[] {
  if (!json) return [];
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const favourites: Favourite[] = [];
  for (const entry of data) {
    const parsed = favouriteSchema.safeParse(entry);
    if (parsed.success && !favourites.some((f) => sameId(f.id, parsed.data.id))) favourites.push(parsed.data);
  }
  return favourites;
}
