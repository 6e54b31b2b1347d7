import type { ReactNode } from "react";
import { SiteLink, type SiteLinkRules } from "@/components/ui/site-link";
import type { NavItem } from "@/domain/config/site-config";
import type { OpeningHours, OpenNow } from "@/domain/site/opening-hours";
import { SiteLogo } from "@/features/shell/site-logo";
import type { Site } from "@/server/sites/site";

/** What the header shows, worked out on the server: the props of its islands among it. */
export interface SiteHeaderModel {
  /** The desktop menu's entries (the models dropdown included). */
  items: NavItem[];
  /** The phone menu's: the same, then saved favourites and (with accounts) My account. */
  mobileItems: NavItem[];
  phone: string | null;
  hours: OpeningHours;
  timeZone: string;
  /** Open or closed when the page was rendered (the island recomputes it in the browser). */
  status: OpenNow;
  address: string | null;
  dealershipId: number | null;
  /** The sign-in area is shown (the garage feature and sign-in are on). */
  accounts: boolean;
  savedLabel: string;
  searchPath: string;
}

/**
 * The header's interactive parts. Each is an island of its own under Astro, which hands them
 * to this component as named slots; SiteHeader fills them for Next.
 */
export interface SiteHeaderSlots {
  /** The open-now status (a dot and its label). */
  openNow: ReactNode;
  /** The dealership's number, click to call. */
  phone: ReactNode;
  /** The sign-in area; only on sites with accounts. */
  account?: ReactNode;
  /** The count on the saved-cars heart. */
  savedCount: ReactNode;
  /** The phone-width menu button and panel. */
  mobileMenu: ReactNode;
  /** The desktop menu row's navigation. */
  navMenu: ReactNode;
}

/** The header's markup around its islands: no data loading, no state, no framework imports. */
export function SiteHeaderFrame({
  site,
  model,
  rules,
  openNow,
  phone,
  account,
  savedCount,
  mobileMenu,
  navMenu,
}: { site: Site; model: SiteHeaderModel; rules: SiteLinkRules } & SiteHeaderSlots) {
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
            {openNow}
            {model.address && <span className="hidden truncate opacity-90 md:inline">· {model.address}</span>}
          </p>
          <div className="flex shrink-0 items-center gap-3">{phone}</div>
        </div>
      </section>
      <header id="site-header" className="relative z-30 border-b border-line bg-brand text-brand-ink">
        <div className="container-site flex h-16 items-center justify-between gap-4 lg:h-18">
          <SiteLink href="/" rules={rules} className="min-w-0 rounded-md" aria-label={`${site.name} home`}>
            <SiteLogo site={site} tone="brand" />
          </SiteLink>
          <div className="flex shrink-0 items-center gap-2">
            {model.accounts && account}
            <SiteLink
              href={site.config.saved_cars_path}
              rules={rules}
              className="relative hidden size-10 place-items-center rounded-md hover:bg-[color-mix(in_srgb,var(--brand)_85%,var(--brand-shade))] sm:grid"
            >
              <span className="sr-only">{model.savedLabel}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
                <path
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinejoin="round"
                  d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.3 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z"
                />
              </svg>
              {savedCount}
            </SiteLink>
            <SiteLink
              href={model.searchPath}
              rules={rules}
              className="btn-accent hidden whitespace-nowrap ring-1 ring-brand-ink/25 sm:inline-flex"
            >
              Search stock
            </SiteLink>
            {mobileMenu}
          </div>
        </div>
        {/* The desktop menu has a row of its own, so a dealer's long menu never crowds the logo. */}
        <div className="hidden border-t border-line bg-white text-ink lg:block">
          <div className="container-site">{navMenu}</div>
        </div>
      </header>
    </>
  );
}
