import type { FavouriteSource } from "@/domain/site/favourites";

/** What the favourite toggle (startFavouriteToggle) needs from a car (and nothing more is sent to the browser). */
export type FavouriteCar = FavouriteSource & { stocknum?: string | null; price?: number | null };

export function favouriteCar(car: {
  id: number;
  name: string;
  slug: string;
  make?: string | null;
  model?: string | null;
  primary_image_url?: string | null;
  stocknum?: string | null;
  price?: number | null;
}): FavouriteCar {
  return {
    id: car.id,
    name: car.name,
    slug: car.slug,
    make: car.make ?? null,
    model: car.model ?? null,
    primary_image_url: car.primary_image_url ?? null,
    stocknum: car.stocknum ?? null,
    price: car.price ?? null,
  };
}
