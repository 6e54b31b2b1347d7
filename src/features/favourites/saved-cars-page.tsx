import type { ReactNode } from "react";
import { SiteLink, type SiteLinkRules } from "@/components/ui/site-link";
import { accountsEnabled } from "@/domain/accounts/accounts";
import { estimateSettings } from "@/domain/leads/repayments";
import { localiseText } from "@/domain/site/locale";
import { pluralise } from "@/domain/site/plural";
import { nounInSentence, primaryVehicleNoun } from "@/domain/site/vehicle-noun";
import { priceModeFor } from "@/domain/stock/price-display";
import { vehicleBasePath } from "@/domain/stock/vehicle-paths";
import { siteSearchPath } from "@/features/shell/site-search-path";
import type { Site } from "@/server/sites/site";

/**
 * What the saved-cars page shows, worked out on the server: plain data, so the list's props
 * cross into an island unchanged.
 */
export function savedCarsModel(site: Site, garage: boolean) {
  const noun = primaryVehicleNoun(site.template, site.config.labels.vehicle_noun);
  const nounPlural = nounInSentence(pluralise(noun));
  // The cards' repayment estimates, as on the search (cars for sale, where the site shows them).
  const estimates = priceModeFor(site.template) === "sale" ? estimateSettings(site.config.commerce) : null;
  return {
    garage,
    title: garage ? "My garage" : `Saved ${nounPlural}`,
    nounPlural,
    accounts: accountsEnabled(site.config.flags),
    deviceText: localiseText(
      `Your favourite ${nounPlural} are kept on this device, so they are here when you come back.`,
      site.market,
    ),
    /** SavedCars' props but the estimate note. */
    list: {
      template: site.template,
      market: site.market,
      noun,
      searchPath: siteSearchPath(site),
      noPriceText: site.config.labels.no_price_text ?? null,
      estimates,
    },
    basePath: vehicleBasePath(site.template),
  };
}

export type SavedCarsModel = ReturnType<typeof savedCarsModel>;

/**
 * "Saved cars": /my-garage?tab=saved-cars by default, or the dealer's my-area /saved.
 * The garage has one tab here (saved cars); signed-in tabs belong to the garage feature. The
 * page is shared: on sites with accounts, whose list it is (the device's or the signed-in
 * account's) is said by a client island, never rendered here.
 *
 * The markup, with its islands as props (Astro's named slots): `note` (whose list, on sites
 * with accounts; without it the device sentence), `list` (SavedCars) and `recentlyViewed`
 * (src/astro/components/SavedCarsBody.astro fills them, for /my-garage and /saved).
 * `rules` are the site's link rules (without them, SiteLinkProvider's).
 */
export function SavedCarsFrame({
  model,
  rules,
  note,
  list,
  recentlyViewed,
}: {
  model: SavedCarsModel;
  rules?: SiteLinkRules;
  note?: ReactNode;
  list: ReactNode;
  recentlyViewed: ReactNode;
}) {
  return (
    <div className="container-site py-10 sm:py-14">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{model.title}</h1>
      {model.garage && (
        <nav aria-label="Garage" className="mt-6 border-b border-line">
          <ul className="flex gap-6">
            <li>
              <SiteLink
                href="/my-garage?tab=saved-cars"
                rules={rules}
                aria-current="page"
                className="-mb-px inline-block border-b-2 border-brand pb-2 font-semibold text-brand-link"
              >
                Saved {model.nounPlural}
              </SiteLink>
            </li>
          </ul>
        </nav>
      )}
      {model.accounts && note ? note : <p className="mt-4 max-w-2xl text-muted">{model.deviceText}</p>}
      {list}
      <p className="mt-8">
        {/* The bare compare page opens the device's own comparison. */}
        <a href="/compare" className="font-semibold text-brand-link underline">
          Compare {model.nounPlural} side by side
        </a>
      </p>
      {recentlyViewed}
    </div>
  );
}
