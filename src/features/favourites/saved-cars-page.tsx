import { SiteLink } from "@/components/ui/site-link";
import { accountsEnabled } from "@/domain/accounts/accounts";
import { localiseText } from "@/domain/site/locale";
import { pluralise } from "@/domain/site/plural";
import { nounInSentence, primaryVehicleNoun } from "@/domain/site/vehicle-noun";
import { SavedCars } from "@/features/favourites/saved-cars";
import { siteSearchPath } from "@/features/shell/site-search-path";
import type { Site } from "@/server/sites/site";

/**
 * SPEC 2 "Saved cars": /my-garage?tab=saved-cars by default, or the dealer's my-area /saved.
 * The garage has one tab here (saved cars); signed-in tabs belong to the garage feature.
 */
export function SavedCarsPage({ site, garage }: { site: Site; garage: boolean }) {
  const noun = primaryVehicleNoun(site.template, site.config.labels.vehicle_noun);
  const title = garage ? "My garage" : `Saved ${nounInSentence(pluralise(noun))}`;
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
      <p className="mt-4 max-w-2xl text-muted">
        {localiseText(
          `Your favourite ${nounInSentence(pluralise(noun))} are kept on this device, so they are here when you come back.`,
          site.market,
        )}
        {accountsEnabled(site.config.flags) && (
          <>
            {" "}
            <SiteLink href="/sign-in" className="font-semibold text-brand-link underline">
              Sign in
            </SiteLink>{" "}
            to keep them on every device.
          </>
        )}
      </p>
      <SavedCars
        template={site.template}
        market={site.market}
        noun={noun}
        searchPath={siteSearchPath(site)}
        noPriceText={site.config.labels.no_price_text ?? null}
      />
    </div>
  );
}
