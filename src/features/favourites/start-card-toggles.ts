import type { Market } from "@/domain/config/site-config";
import { startCompareToggle } from "@/features/compare/start-compare-toggle";
import type { FavouriteCar } from "@/features/favourites/favourite-car";
import { startFavouriteToggle } from "@/features/favourites/start-favourite-toggle";
import { COMPARE_CORNER, FAVOURITE_CORNER } from "@/features/vehicle/card-corners";

/**
 * The favourite and compare toggles of the page's vehicles, drawn by plain scripts (no React;
 * docs/decisions/020-astro-islands.md). They keep lists on this device, so they need
 * JavaScript and are drawn in the browser only; the page's HTML carries no buttons that do
 * nothing. Two kinds of place hold them:
 * - a grid of cards: a JSON data block in the grid (`data-card-toggles`, cardTogglesData) lists
 *   its cars in card order, smaller than the buttons' markup 24 times over; each card's photo
 *   (`data-card-photo`) gets a corner for each toggle;
 * - one car's page: an element for each toggle (`data-favourite-toggle`, `data-compare-toggle`)
 *   carrying that car's row (cardToggleRow).
 */

/** One car's toggles: what the favourite stores (favouriteCar(car)) and the compare name. */
export type CardToggleCar = FavouriteCar & { id: number; compareName: string };

/** A car's toggle data as a data block carries it: the fields in this order, no names. */
type Row = [
  id: number,
  name: string,
  slug: string,
  make: string | null,
  model: string | null,
  image: string | null,
  stocknum: string | null,
  price: number | null,
  compareName: string,
];

export const CARD_TOGGLES_ATTRIBUTE = "data-card-toggles";
export const FAVOURITE_TOGGLE_ATTRIBUTE = "data-favourite-toggle";
export const COMPARE_TOGGLE_ATTRIBUTE = "data-compare-toggle";
/** The site's market (US spelling of "favorites"), on the data block or the element. */
export const TOGGLES_MARKET_ATTRIBUTE = "data-market";

/** The id of the JSON data block that lists a grid's cars for its toggles, in card order. */
export function cardTogglesDataId(gridId: string): string {
  return `${gridId}-toggles`;
}

function toRow(car: CardToggleCar): Row {
  return [
    car.id,
    car.name,
    car.slug,
    car.make ?? null,
    car.model ?? null,
    car.primary_image_url ?? null,
    car.stocknum ?? null,
    car.price ?? null,
    car.compareName,
  ];
}

/** A grid's cars for its toggles, as its data block carries them (rows, `<` escaped). */
export function cardTogglesData(cars: readonly CardToggleCar[]): string {
  return JSON.stringify(cars.map(toRow)).replace(/</g, "\\u003c");
}

/** One car's row, for the attribute of an element that holds one of its toggles. */
export function cardToggleRow(car: CardToggleCar): string {
  return JSON.stringify(toRow(car));
}

function fromRow([id, name, slug, make, model, image, stocknum, price, compareName]: Row): CardToggleCar {
  return { id, name, slug, make, model, primary_image_url: image, stocknum, price, compareName };
}

function isRow(value: unknown): value is Row {
  return (
    Array.isArray(value) &&
    value.length === 9 &&
    Number.isInteger(value[0]) &&
    typeof value[1] === "string" &&
    typeof value[2] === "string" &&
    typeof value[8] === "string"
  );
}

/** The rows in `json`, or none when it cannot be read (the server wrote it; nothing to guess). */
function readRows(json: string | null | undefined): Row[] {
  try {
    const value: unknown = JSON.parse(json ?? "");
    const rows = Array.isArray(value) && !isRow(value) ? value : [value];
    return rows.filter(isRow);
  } catch {
    return [];
  }
}

const marketOf = (element: Element): Market =>
  (element.getAttribute(TOGGLES_MARKET_ATTRIBUTE) ?? "AU") as Market;

/** A corner of a card's photo for a toggle. */
function corner(photo: Element, className: string): Element {
  const made = photo.ownerDocument.createElement("div");
  made.className = className;
  photo.append(made);
  return made;
}

/** Draws every toggle on the page; returns the function that takes them away again. */
export function startCardToggles(doc: Document): () => void {
  const stops: (() => void)[] = [];
  for (const block of doc.querySelectorAll(`script[${CARD_TOGGLES_ATTRIBUTE}]`)) {
    const grid = block.parentElement;
    if (!grid) continue;
    const market = marketOf(block);
    const photos = grid.querySelectorAll(":scope > li [data-card-photo]");
    readRows(block.textContent).forEach((row, i) => {
      const photo = photos[i];
      if (!photo) return;
      const { compareName, ...car } = fromRow(row);
      const favourite = corner(photo, FAVOURITE_CORNER);
      const compare = corner(photo, COMPARE_CORNER);
      stops.push(startFavouriteToggle(favourite, car, market), () => favourite.remove());
      stops.push(startCompareToggle(compare, car.id, compareName), () => compare.remove());
    });
  }
  for (const host of doc.querySelectorAll(`[${FAVOURITE_TOGGLE_ATTRIBUTE}]`))
    for (const row of readRows(host.getAttribute(FAVOURITE_TOGGLE_ATTRIBUTE))) {
      const { compareName: _, ...car } = fromRow(row);
      stops.push(startFavouriteToggle(host, car, marketOf(host)));
    }
  for (const host of doc.querySelectorAll(`[${COMPARE_TOGGLE_ATTRIBUTE}]`))
    for (const row of readRows(host.getAttribute(COMPARE_TOGGLE_ATTRIBUTE))) {
      const { id, compareName } = fromRow(row);
      stops.push(startCompareToggle(host, id, compareName));
    }
  return () => {
    for (const stop of stops) stop();
  };
}
