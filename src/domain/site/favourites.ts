import { EVENT_IDS } from "@/domain/site/event-catalogue";

/**
 * "Stored locally": favourites keep id, name, slug, make, model, primary_image_url.
 * "Favourites": toggle add or remove by car id; adding fires event 39.
 */

/** Adding a favourite fires the wishlist event. */
export const FAVOURITES_EVENT_ID = EVENT_IDS.wishlist;

/** What the device stores per saved car ("Stored locally"). */
export interface Favourite {
  id: number | string;
  name: string;
  slug: string;
  make: string | null;
  model: string | null;
  primary_image_url: string | null;
}

/**
 * One stored entry checked by hand rather than with zod: this runs in the browser on every
 * page with a favourite button, and zod (even zod/mini) would add 23-31 KiB gzipped of
 * script for six fields.
 */
function parseFavourite(entry: unknown): Favourite | null {
  if (typeof entry !== "object" || entry === null) return null;
  const { id, name, slug, ...rest } = entry as Record<string, unknown>;
  const idOk = (typeof id === "number" && Number.isInteger(id)) || (typeof id === "string" && id.length > 0);
  if (!idOk || typeof name !== "string" || typeof slug !== "string" || slug.length === 0) return null;
  const text = (v: unknown): string | null | undefined =>
    typeof v === "string" ? v : v === null || v === undefined ? null : undefined;
  const make = text(rest.make);
  const model = text(rest.model);
  const primary_image_url = text(rest.primary_image_url);
  if (make === undefined || model === undefined || primary_image_url === undefined) return null;
  return { id: id as number | string, name, slug, make, model, primary_image_url };
}

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
    const parsed = parseFavourite(entry);
    if (parsed && !favourites.some((f) => sameId(f.id, parsed.id))) favourites.push(parsed);
  }
  return favourites;
}
