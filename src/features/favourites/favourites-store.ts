import {
  type Favourite,
  type FavouriteSource,
  parseFavourites,
  toggleFavourite,
} from "@/domain/site/favourites";

/**
 * "Stored locally": the favourites list on the visitor's device. Every favourite
 * button and the saved-cars page read the same key, and hear each other's changes (and
 * other tabs', through the storage event) without a reload.
 */
const FAVOURITES_KEY = "favourites";
const CHANGE_EVENT = "forecourt:favourites";

export function readFavouritesRaw(): string | null {
  try {
    return window.localStorage.getItem(FAVOURITES_KEY);
  } catch {
    return null;
  }
}

function readFavourites(): Favourite[] {
  return parseFavourites(readFavouritesRaw());
}

function write(list: Favourite[]) {
  try {
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(list));
  } catch (error) {
    console.warn("favourites: could not save on this device", error);
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Adds or removes the car; true when it was added. */
export function toggleStoredFavourite(car: FavouriteSource): boolean {
  const { list, added } = toggleFavourite(readFavourites(), car);
  write(list);
  return added;
}

export function removeStoredFavourite(id: Favourite["id"]): void {
  write(readFavourites().filter((f) => String(f.id) !== String(id)));
}

export function subscribeFavourites(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === FAVOURITES_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The device's saved cars, as stored. */
export function readStoredFavourites(): Favourite[] {
  return readFavourites();
}

/** Replaces the device's list (a signed-in device mirrors the account's list). */
export function replaceStoredFavourites(list: Favourite[]): void {
  write(list);
}
