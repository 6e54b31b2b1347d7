import { element, svgElement } from "@/components/dom/element";
import {
  startTooltip,
  TOOLTIP_DELAY_ATTRIBUTE,
  TOOLTIP_WRAPPER_CLASS,
  tooltipClass,
} from "@/components/ui/start-tooltip";
import type { Market } from "@/domain/config/site-config";
import { FAVOURITES_EVENT_ID } from "@/domain/site/favourites";
import { localiseText } from "@/domain/site/locale";
import { PRODUCT_TOOLTIP_OPEN_DELAY_MS } from "@/domain/site/timings";
import { syncFavouriteToAccount } from "@/features/accounts/account-store";
import { track } from "@/features/analytics/track";
import type { FavouriteCar } from "@/features/favourites/favourite-car";
import {
  readStoredFavourites,
  subscribeFavourites,
  toggleStoredFavourite,
} from "@/features/favourites/favourites-store";

const HEART =
  "M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.3 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z";

/**
 * "Favourites", drawn into `host` with no React: a toggle button (aria-pressed) named after
 * the car, so a list of cards reads clearly, with the product tooltip (no open delay) saying
 * whether it is saved on this device. A press adds or removes the car on this device's list
 * by id, and on the signed-in shopper's account; adding fires event 39. It follows the list's
 * changes from other buttons and other tabs. Only the stored fields of `car` are kept
 * (favouriteCar builds it). Returns the function that stops it and takes the button away.
 */
export function startFavouriteToggle(host: Element, car: FavouriteCar, market: Market): () => void {
  const heart = svgElement("path", {
    fill: "none",
    stroke: "currentColor",
    "stroke-width": 2,
    "stroke-linejoin": "round",
    d: HEART,
  });
  const button = element(
    "button",
    {
      type: "button",
      "aria-pressed": "false",
      "aria-label": localiseText(`Save ${car.name} to favourites`, market),
      "data-favourite-id": car.id,
      class:
        "grid size-10 place-items-center rounded-full bg-white/95 text-ink shadow ring-1 ring-black/10 transition-colors hover:text-red-600 aria-pressed:text-red-600",
    },
    svgElement("svg", { "aria-hidden": "true", viewBox: "0 0 24 24", class: "size-5" }, heart),
  );
  const tip = element("span", { role: "tooltip", hidden: true, class: tooltipClass("top") });
  const wrapper = element(
    "span",
    { class: TOOLTIP_WRAPPER_CLASS, [TOOLTIP_DELAY_ATTRIBUTE]: PRODUCT_TOOLTIP_OPEN_DELAY_MS },
    button,
    tip,
  );

  const draw = () => {
    const saved = readStoredFavourites().some((f) => String(f.id) === String(car.id));
    button.setAttribute("aria-pressed", String(saved));
    heart.setAttribute("fill", saved ? "currentColor" : "none");
    tip.textContent = localiseText(saved ? "Saved on this device" : "Save to your favourites", market);
  };
  button.addEventListener("click", () => {
    const { id, name, slug, make, model, primary_image_url } = car;
    const added = toggleStoredFavourite({ id, name, slug, make, model, primary_image_url });
    syncFavouriteToAccount(id, added);
    if (added)
      track(FAVOURITES_EVENT_ID, {
        vehicle: { stocknum: car.stocknum ?? null, price: car.price ?? null, name, slug },
      });
  });

  draw();
  host.append(wrapper);
  const stops = [subscribeFavourites(draw), startTooltip(wrapper)];
  return () => {
    for (const stop of stops) stop();
    wrapper.remove();
  };
}
