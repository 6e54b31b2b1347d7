import { SiteLink } from "@/components/ui/site-link";
import { accountsEnabled } from "@/domain/accounts/accounts";
import { localiseText } from "@/domain/site/locale";
import { DEFAULT_OPENING_HOURS, isOpenNow } from "@/domain/site/opening-hours";
import { withModelsDropdown } from "@/domain/stock/models-nav";
import { AccountLink } from "@/features/accounts/account-link";
import { SavedCount } from "@/features/favourites/saved-count";
import { PhoneReveal } from "@/features/phone/phone-reveal";
import { MobileMenu, NavMenu } from "@/features/shell/nav-menu";
import { OpenNowStatus } from "@/features/shell/open-now-status";
import { SiteLogo } from "@/features/shell/site-logo";
import { siteSearchPath } from "@/features/shell/site-search-path";
import type { Site } from "@/server/sites/site";
import { sitePrimaryLocation } from "@/server/sites/site-primary-location";
import { listModelPages } from "@/server/stock/list-model-pages";

export async function SiteHeader({ site, now }: { site: Site; now: Date }) {
  const location = sitePrimaryLocation(site);
  const phone = site.phone ?? location?.contact_detail.phone ?? null;
  const hours = location?.contact_detail.opening_hours ?? site.config.opening_hours ?? DEFAULT_OPENING_HOURS;
  const timeZone = location?.time_zone ?? "Australia/Sydney";
  const status = isOpenNow(hours, timeZone, now);
  // The models dropdown follows the site's models table (when it builds model pages).
  const items = withModelsDropdown(site.config.navigation.header, await listModelPages(site));
  const t = (text: string) => localiseText(text, site.market);
  // The sign-in area, only where the garage feature (and sign-in) is on.
  const accounts = accountsEnabled(site.config.flags);
  return (
    <>
      {/* The utility bar stays at the top of the screen: opening status and the phone number are
          always one tap away. It is the brand colour shaded away from its ink, so it reads as a
          band of its own. */}
      <section
        aria-label="Opening hours and contact"
        data-utility-bar
        className="sticky top-0 z-40 bg-[color-mix(in_srgb,var(--brand)_80%,var(--brand-shade))] text-brand-ink"
      >
        <div className="container-site flex h-9 items-center justify-between gap-4 text-xs sm:text-sm">
          <p className="flex items-center gap-2 truncate" data-volatile="open-now">
            <OpenNowStatus hours={hours} timeZone={timeZone} initial={status} variant="dot" />
            {location?.address.full && (
              <span className="hidden truncate opacity-90 md:inline">· {location.address.full}</span>
            )}
          </p>
          <div className="flex shrink-0 items-center gap-3">
            {/* The dealership's own number is shown in full (masking is for vehicle pages); calls are tracked. */}
            <PhoneReveal
              phone={phone}
              display="show"
              websiteId={site.id}
              dealershipId={location?.dealership_id ?? site.dealership_id}
              className="shrink-0 font-semibold hover:underline"
            />
          </div>
        </div>
      </section>
      <header id="site-header" className="relative z-30 border-b border-line bg-brand text-brand-ink">
        <div className="container-site flex h-16 items-center justify-between gap-4 lg:h-18">
          <SiteLink href="/" className="min-w-0 rounded-md" aria-label={`${site.name} home`}>
            <SiteLogo site={site} tone="brand" />
          </SiteLink>
          <div className="flex shrink-0 items-center gap-2">
            {accounts && (
              <AccountLink className="hidden whitespace-nowrap rounded-md px-2 py-2 font-semibold hover:underline sm:inline-flex" />
            )}
            <SiteLink
              href={site.config.saved_cars_path}
              className="relative hidden size-10 place-items-center rounded-md hover:bg-[color-mix(in_srgb,var(--brand)_85%,var(--brand-shade))] sm:grid"
            >
              <span className="sr-only">{t("Saved favourites")}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
                <path
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinejoin="round"
                  d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.3 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z"
                />
              </svg>
              <SavedCount />
            </SiteLink>
            <SiteLink
              href={siteSearchPath(site)}
              className="btn-accent hidden whitespace-nowrap ring-1 ring-brand-ink/25 sm:inline-flex"
            >
              Search stock
            </SiteLink>
            {/* Phones reach saved cars from the menu (the heart icon needs the room). */}
            <MobileMenu
              items={[
                ...items,
                { label: t("Saved favourites"), href: site.config.saved_cars_path },
                ...(accounts ? [{ label: "My account", href: "/account" }] : []),
              ]}
              label="Main menu"
            />
          </div>
        </div>
        {/* The desktop menu has a row of its own, so a dealer's long menu never crowds the logo. */}
        <div className="hidden border-t border-line bg-white text-ink lg:block">
          <div className="container-site">
            <NavMenu items={items} label="Main" />
          </div>
        </div>
      </header>
    </>
  );
}
