import { SiteLink } from "@/components/ui/site-link";
import { accountsEnabled } from "@/domain/accounts/accounts";
import { estimateSettings } from "@/domain/leads/repayments";
import { localiseText } from "@/domain/site/locale";
import { pluralise } from "@/domain/site/plural";
import { nounInSentence, primaryVehicleNoun } from "@/domain/site/vehicle-noun";
import { priceModeFor } from "@/domain/stock/price-display";
import { vehicleBasePath } from "@/domain/stock/vehicle-paths";
import { SavedCarsAccountNote } from "@/features/accounts/saved-cars-account-note";
import { RecentlyViewed } from "@/features/compare/recently-viewed";
import { SavedCars } from "@/features/favourites/saved-cars";
import { siteSearchPath } from "@/features/shell/site-search-path";
import { EstimateNote } from "@/features/vehicle/estimate-note";
import type { Site } from "@/server/sites/site";

/**
 * "Saved cars": /my-garage?tab=saved-cars by default, or the dealer's my-area /saved.
 * The garage has one tab here (saved cars); signed-in tabs belong to the garage feature. The
 * page is cached and shared: on sites with accounts, whose list it is (the device's or the
 * signed-in account's) is said by a client island, never rendered here.
 */
export function SavedCarsPage({ site, garage }: { site: Site; garage: boolean }) {
  const noun = primaryVehicleNoun(site.template, site.config.labels.vehicle_noun);
  const title = garage ? "My garage" : `Saved ${nounInSentence(pluralise(noun))}`;
  const deviceText = localiseText(
    `Your favourite ${nounInSentence(pluralise(noun))} are kept on this device, so they are here when you come back.`,
    site.market,
  );
  // The cards' repayment estimates, as on the search (cars for sale, where the site shows them).
  const estimates = priceModeFor(site.template) === "sale" ? estimateSettings(site.config.commerce) : null;
  return (
    <div className="container-site py-10 sm:py-14">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{title}</h1>
      {garage && (
        <nav aria-label="Garage" className="mt-6 border-b border-line">
          <ul className="flex gap-6">
            <li>
              <SiteLink
                href="/my-garage?tab=saved-cars"
                aria-current="page"
                className="-mb-px inline-block border-b-2 border-brand pb-2 font-semibold text-brand-link"
              >
                Saved {nounInSentence(pluralise(noun))}
              </SiteLink>
            </li>
          </ul>
        </nav>
      )}
      {accountsEnabled(site.config.flags) ? (
        <SavedCarsAccountNote deviceText={deviceText} nounPlural={nounInSentence(pluralise(noun))} />
      ) : (
        <p className="mt-4 max-w-2xl text-muted">{deviceText}</p>
      )}
      <SavedCars
        template={site.template}
        market={site.market}
        noun={noun}
        searchPath={siteSearchPath(site)}
        noPriceText={site.config.labels.no_price_text ?? null}
        estimates={estimates}
        estimateNote={estimates ? <EstimateNote settings={estimates} market={site.market} /> : null}
      />
      <p className="mt-8">
        {/* The bare compare page opens the device's own comparison. */}
        <a href="/compare" className="font-semibold text-brand-link underline">
          Compare {nounInSentence(pluralise(noun))} side by side
        </a>
      </p>
      <RecentlyViewed basePath={vehicleBasePath(site.template)} />
    </div>
  );
}
