"use client";

import { Fragment, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import type { Market } from "@/domain/config/site-config";
import { CompareButton } from "@/features/compare/compare-button";
import { FavouriteButton } from "@/features/favourites/favourite-button";
import type { FavouriteCar } from "@/features/favourites/favourite-car";
import { COMPARE_CORNER, FAVOURITE_CORNER } from "@/features/vehicle/card-corners";

/** One card's toggles: what FavouriteButton stores (favouriteCar(car)) and the compare name. */
export type CardToggleCar = FavouriteCar & { id: number; compareName: string };

/** A card's toggle data as the grid's data block carries it: the fields in this order, no names. */
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

/** The id of the JSON data block that lists a grid's cars for its toggles, in card order. */
export function cardTogglesDataId(gridId: string): string {
  return `${gridId}-toggles`;
}

/** A grid's cars for its toggles, as its data block carries them (rows, `<` escaped). */
export function cardTogglesData(cars: readonly CardToggleCar[]): string {
  const rows = cars.map(
    (car): Row => [
      car.id,
      car.name,
      car.slug,
      car.make ?? null,
      car.model ?? null,
      car.primary_image_url ?? null,
      car.stocknum ?? null,
      car.price ?? null,
      car.compareName,
    ],
  );
  return JSON.stringify(rows).replace(/</g, "\\u003c");
}

function fromRow([id, name, slug, make, model, image, stocknum, price, compareName]: Row): CardToggleCar {
  return { id, name, slug, make, model, primary_image_url: image, stocknum, price, compareName };
}

interface Placed {
  car: CardToggleCar;
  favourite: Element;
  compare: Element;
}

/** A corner of a card's photo for a toggle, added in the browser. */
function corner(photo: Element, className: string): Element {
  const element = document.createElement("div");
  element.className = className;
  photo.append(element);
  return element;
}

/**
 * Every card's favourite and compare toggles in a grid, as ONE island instead of two per card
 * (48 on a page of 24 results, each with its own props and hydration). The toggles keep lists
 * on this device, so they need JavaScript and are drawn in the browser only: this adds each
 * card's two corners to its photo (`data-card-photo`) and renders the buttons into them
 * through portals, in card order, from the grid's JSON data block (cardTogglesData), which is
 * smaller than the same list as island props. The page's HTML carries no disabled buttons.
 */
export function CardToggles({ gridId, market }: { gridId: string; market: Market }) {
  const [placed, setPlaced] = useState<Placed[] | null>(null);
  useEffect(() => {
    const grid = document.getElementById(gridId);
    const data = document.getElementById(cardTogglesDataId(gridId))?.textContent;
    if (!grid || !data) return;
    const cards = grid.querySelectorAll(":scope > li [data-card-photo]");
    const rows = JSON.parse(data) as Row[];
    const found: Placed[] = [];
    rows.forEach((row, i) => {
      const photo = cards[i];
      if (photo)
        found.push({
          car: fromRow(row),
          favourite: corner(photo, FAVOURITE_CORNER),
          compare: corner(photo, COMPARE_CORNER),
        });
    });
    setPlaced(found);
    return () => {
      for (const { favourite, compare } of found) {
        favourite.remove();
        compare.remove();
      }
    };
  }, [gridId]);
  if (placed === null) return null;
  return placed.map(({ car, favourite, compare }) => {
    const { compareName, ...stored } = car;
    return (
      <Fragment key={car.id}>
        {createPortal(<FavouriteButton car={stored} market={market} />, favourite)}
        {createPortal(<CompareButton id={car.id} name={compareName} />, compare)}
      </Fragment>
    );
  });
}
