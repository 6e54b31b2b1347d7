"use client";

import { Tooltip } from "@/components/ui/tooltip";
import type { Market } from "@/domain/config/site-config";
import { FAVOURITES_EVENT_ID } from "@/domain/site/favourites";
import { localiseText } from "@/domain/site/locale";
import { PRODUCT_TOOLTIP_OPEN_DELAY_MS } from "@/domain/site/timings";
import { syncFavouriteToAccount } from "@/features/accounts/account-store";
import { track } from "@/features/analytics/track";
import type { FavouriteCar } from "@/features/favourites/favourite-car";
import { toggleStoredFavourite } from "@/features/favourites/favourites-store";
import { useFavourites } from "@/features/favourites/use-favourites";

/**
 * "Favourites": toggles the car on this device's list by id; adding fires event 39.
 * A toggle button (aria-pressed) named after the car, so a list of cards reads clearly.
 */
export function FavouriteButton({
  car,
  market = "AU",
  className = "",
}: {
  /** Build it with favouriteCar(car) so only the stored fields reach the browser. */
  car: FavouriteCar;
  market?: Market;
  className?: string;
}) {
  const favourites = useFavourites();
  const saved = favourites?.some((f) => String(f.id) === String(car.id)) ?? false;
  const name = localiseText(`Save ${car.name} to favourites`, market);
  return (
    <Tooltip
      content={localiseText(saved ? "Saved on this device" : "Save to your favourites", market)}
      openDelayMs={PRODUCT_TOOLTIP_OPEN_DELAY_MS}
    >
      <button
        type="button"
        aria-pressed={saved}
        aria-label={name}
        data-favourite-id={car.id}
        disabled={favourites === null}
        onClick={() => {
          const { id, name: carName, slug, make, model, primary_image_url } = car;
          const added = toggleStoredFavourite({ id, name: carName, slug, make, model, primary_image_url });
          syncFavouriteToAccount(id, added);
          if (added) {
            track(FAVOURITES_EVENT_ID, {
              vehicle: { stocknum: car.stocknum ?? null, price: car.price ?? null, name: carName, slug },
            });
          }
        }}
        className={`grid size-10 place-items-center rounded-full bg-white/95 text-ink shadow ring-1 ring-black/10 transition-colors hover:text-red-600 disabled:opacity-100 aria-pressed:text-red-600 ${className}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <path
            fill={saved ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.3 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z"
          />
        </svg>
      </button>
    </Tooltip>
  );
}
