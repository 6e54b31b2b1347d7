import type { SiteLinkRules } from "@/components/ui/site-link";
import { accountsEnabled } from "@/domain/accounts/accounts";
import { localiseText } from "@/domain/site/locale";
import { DEFAULT_OPENING_HOURS, isOpenNow } from "@/domain/site/opening-hours";
import { withModelsDropdown } from "@/domain/stock/models-nav";
import { AccountLink } from "@/features/accounts/account-link";
import { SavedCount } from "@/features/favourites/saved-count";
import { PhoneReveal } from "@/features/phone/phone-reveal";
import { MobileMenu, NavMenu } from "@/features/shell/nav-menu";
import { OpenNowStatus } from "@/features/shell/open-now-status";
import { SiteHeaderFrame, type SiteHeaderModel } from "@/features/shell/site-header-frame";
import { siteSearchPath } from "@/features/shell/site-search-path";
import type { Site } from "@/server/sites/site";
import { sitePrimaryLocation } from "@/server/sites/site-primary-location";
import { listModelPages } from "@/server/stock/list-model-pages";

/**
 * The header's model for a site at a time: what SiteHeader renders, and what an Astro page
 * passes to SiteHeaderFrame and to the islands in its slots.
 * @public The Astro site pages call it (docs/decisions/020-astro-islands.md); Next through SiteHeader.
 */
export async function siteHeaderModel(site: Site, now: Date): Promise<SiteHeaderModel> {
  const location = sitePrimaryLocation(site);
  const hours = location?.contact_detail.opening_hours ?? site.config.opening_hours ?? DEFAULT_OPENING_HOURS;
  const timeZone = location?.time_zone ?? "Australia/Sydney";
  // The models dropdown follows the site's models table (when it builds model pages).
  const items = withModelsDropdown(site.config.navigation.header, await listModelPages(site));
  const savedLabel = localiseText("Saved favourites", site.market);
  const accounts = accountsEnabled(site.config.flags);
  return {
    items,
    // Phones reach saved cars from the menu (the heart icon needs the room).
    mobileItems: [
      ...items,
      { label: savedLabel, href: site.config.saved_cars_path },
      ...(accounts ? [{ label: "My account", href: "/account" }] : []),
    ],
    phone: site.phone ?? location?.contact_detail.phone ?? null,
    hours,
    timeZone,
    status: isOpenNow(hours, timeZone, now),
    address: location?.address.full || null,
    dealershipId: location?.dealership_id ?? site.dealership_id,
    accounts,
    savedLabel,
    searchPath: siteSearchPath(site),
  };
}

/**
 * The site header as Next renders it: the model, and the islands in their slots, in one
 * server tree. `path` is the page's path where the renderer knows it (Next's shared layout
 * does not: the menus then read it in the browser).
 */
export async function SiteHeader({
  site,
  now,
  rules,
  path = null,
}: {
  site: Site;
  now: Date;
  rules: SiteLinkRules;
  path?: string | null;
}) {
  const model = await siteHeaderModel(site, now);
  return (
    <SiteHeaderFrame
      site={site}
      model={model}
      rules={rules}
      openNow={
        <OpenNowStatus hours={model.hours} timeZone={model.timeZone} initial={model.status} variant="dot" />
      }
      // The dealership's own number is shown in full (masking is for vehicle pages); calls are tracked.
      phone={
        <PhoneReveal
          phone={model.phone}
          display="show"
          websiteId={site.id}
          dealershipId={model.dealershipId}
          className="shrink-0 font-semibold hover:underline"
        />
      }
      account={
        <AccountLink className="hidden whitespace-nowrap rounded-md px-2 py-2 font-semibold hover:underline sm:inline-flex" />
      }
      savedCount={<SavedCount />}
      mobileMenu={<MobileMenu items={model.mobileItems} label="Main menu" rules={rules} path={path} />}
      navMenu={<NavMenu items={model.items} label="Main" rules={rules} path={path} />}
    />
  );
}
