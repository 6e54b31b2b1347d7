"use client";

import type { ReactNode } from "react";
import type { Market, SiteTemplateName } from "@/domain/config/site-config";
import { cardEstimate, type EstimateSettings } from "@/domain/leads/repayments";
import { localeFor, localiseText } from "@/domain/site/locale";
import { pluralise } from "@/domain/site/plural";
import { nounInSentence } from "@/domain/site/vehicle-noun";
import { formatPrice, type PriceLocale } from "@/domain/stock/format-price";
import { type PriceMode, priceDisplay, priceModeFor } from "@/domain/stock/price-display";
import { odometerText } from "@/domain/stock/vehicle-meta";
import { vehiclePath } from "@/domain/stock/vehicle-paths";
import { isAvailable } from "@/domain/stock/vehicle-status";
import { syncFavouriteToAccount, type WatchlistEntry } from "@/features/accounts/account-store";
import { useLoadedAccount } from "@/features/accounts/use-account";
import { removeStoredFavourite } from "@/features/favourites/favourites-store";
import { useFavourites } from "@/features/favourites/use-favourites";
import {
  NO_LONGER_LISTED,
  type SavedCarDetails,
  useSavedCarDetails,
} from "@/features/favourites/use-saved-car-details";
import { CardEstimate } from "@/features/vehicle/card-estimate";
import { CardGrid } from "@/features/vehicle/card-grid";

/**
 * The saved-cars list ("Saved cars"): read from this device, so it survives reloads
 * and needs no account. Each car links to its page; removing one updates every favourite
 * button on the page at once. Where the site shows repayment estimates (`estimates`, the site's
 * default loan), each car for sale shows its card's estimate once its price is known, and
 * `estimateNote` (the loan they assume) follows the list.
 */
export function SavedCars({
  template,
  market,
  noun,
  searchPath,
  noPriceText,
  estimates = null,
  estimateNote = null,
}: {
  template: SiteTemplateName;
  market: Market;
  noun: string;
  searchPath: string;
  noPriceText: string | null;
  estimates?: EstimateSettings | null;
  estimateNote?: ReactNode;
}) {
  const favourites = useFavourites();
  const details = useSavedCarDetails(favourites);
  const estimateOf = (found: SavedCarDetails | typeof NO_LONGER_LISTED | undefined) =>
    estimates && found !== undefined && found !== NO_LONGER_LISTED
      ? cardEstimate(found, market, estimates)
      : null;
  // Signed in, the account's list also knows each car's price when it was saved.
  const account = useLoadedAccount();
  const { locale } = localeFor(market);
  const t = (text: string) => localiseText(text, market);
  if (favourites === null) {
    return (
      <p className="mt-6 text-muted" aria-live="polite">
        Loading your saved {nounInSentence(pluralise(noun))}…
      </p>
    );
  }
  if (favourites.length === 0) {
    return (
      <div className="card mt-6 p-8 text-center" aria-live="polite">
        <p className="text-lg font-semibold">You haven’t saved any {nounInSentence(pluralise(noun))} yet.</p>
        <p className="mt-2 text-muted">
          {account?.user
            ? "Tap the heart on any vehicle to keep it here. It is saved to your account."
            : t("Tap the heart on any vehicle to keep it here. Favourites are saved on this device.")}
        </p>
        <a href={searchPath} className="btn-brand mt-6">
          Browse stock
        </a>
      </div>
    );
  }
  return (
    <>
      <p className="mt-2 text-muted" aria-live="polite">
        {favourites.length} saved {nounInSentence(pluralise(noun, favourites.length))}
      </p>
      <CardGrid columns="three" data-saved-cars>
        {favourites.map((car) => (
          <li key={String(car.id)} className="card flex flex-col overflow-hidden" data-saved-car-id={car.id}>
            <div className="relative aspect-[3/2] bg-surface">
              {car.primary_image_url && (
                // biome-ignore lint/performance/noImgElement: stored URLs may be any host the dealer used; no optimiser config for them.
                <img
                  src={car.primary_image_url}
                  alt=""
                  width={600}
                  height={400}
                  loading="lazy"
                  className="absolute inset-0 size-full object-cover"
                />
              )}
            </div>
            <div className="flex flex-1 flex-col gap-3 p-4">
              <h2 className="text-base font-bold leading-snug">
                <a href={vehiclePath(template, car.slug)} className="hover:text-brand-link">
                  {car.name}
                </a>
              </h2>
              {(car.make || car.model) && (
                <p className="text-sm text-muted">{[car.make, car.model].filter(Boolean).join(" ")}</p>
              )}
              <AccountFacts
                entry={account?.watchlist.find((w) => String(w.id) === String(car.id))}
                locale={locale}
              />
              <SavedCarFacts
                details={details.get(car.slug)}
                market={market}
                locale={locale}
                noPriceText={noPriceText}
                mode={priceModeFor(template)}
                estimate={
                  estimates ? (
                    <CardEstimate estimate={estimateOf(details.get(car.slug))} locale={locale} />
                  ) : null
                }
              />
              <button
                type="button"
                className="btn-outline mt-auto self-start"
                onClick={() => {
                  removeStoredFavourite(car.id);
                  syncFavouriteToAccount(car.id, false);
                }}
              >
                Remove<span className="sr-only"> {car.name}</span>
              </button>
            </div>
          </li>
        ))}
      </CardGrid>
      {favourites.some((car) => estimateOf(details.get(car.slug)) !== null) && estimateNote}
    </>
  );
}

/** What changed since the car was saved to the account: its price, or that it was reserved. */
function AccountFacts({ entry, locale }: { entry: WatchlistEntry | undefined; locale: PriceLocale }) {
  if (!entry) return null;
  const { price, saved_price } = entry;
  const changed = price !== null && saved_price !== null && price !== saved_price;
  if (!changed && !entry.reserved) return null;
  return (
    <div data-account-facts>
      {entry.reserved && !entry.sold && <p className="text-sm font-semibold text-amber-800">Reserved</p>}
      {changed && (
        <p className="text-sm font-semibold" data-price-change>
          {price < saved_price ? "Price dropped" : "Price up"} from {formatPrice(saved_price, locale)}
        </p>
      )}
    </div>
  );
}

function SavedCarFacts({
  details,
  market,
  locale,
  noPriceText,
  mode,
  estimate,
}: {
  mode: PriceMode;
  /** The card's repayment estimate line, where the site shows them. */
  estimate: ReactNode;
  details: SavedCarDetails | typeof NO_LONGER_LISTED | undefined;
  market: Market;
  locale: PriceLocale;
  noPriceText: string | null;
}) {
  if (details === undefined) return null;
  if (details === NO_LONGER_LISTED)
    return <p className="text-sm font-semibold text-muted">No longer listed</p>;
  const price = priceDisplay(details, { noPriceText, locale, mode });
  const odometer = odometerText(details, market);
  return (
    <div data-saved-car-facts>
      {!isAvailable(details) && <p className="text-sm font-semibold text-red-700">Sold</p>}
      <p className={price.kind === "price" ? "text-lg font-extrabold" : "font-bold text-brand-link"}>
        {price.text}
      </p>
      {isAvailable(details) && estimate}
      {odometer && <p className="text-sm text-muted">{odometer}</p>}
    </div>
  );
}
