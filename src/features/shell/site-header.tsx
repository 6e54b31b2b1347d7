import { DEFAULT_OPENING_HOURS, isOpenNow } from "../../domain/site/opening-hours";
import type { Site } from "../../server/sites/site";
import { MobileMenu, NavMenu } from "./nav-menu";
import { SiteLogo } from "./site-logo";
import { sitePrimaryLocation } from "./site-primary-location";
import { siteSearchPath } from "./site-search-path";

export function SiteHeader({ site, now }: { site: Site; now: Date }) {
  const location = sitePrimaryLocation(site);
  const phone = site.phone ?? location?.contact_detail.phone ?? null;
  const hours = location?.contact_detail.opening_hours ?? site.config.opening_hours ?? DEFAULT_OPENING_HOURS;
  const status = isOpenNow(hours, location?.time_zone ?? "Australia/Sydney", now);
  const items = site.config.navigation.header;
  return (
    <header id="site-header" className="relative z-30 border-b border-line bg-white">
      <div className="bg-brand text-brand-ink">
        <div className="container-site flex h-9 items-center justify-between gap-4 text-xs sm:text-sm">
          <p className="flex items-center gap-2 truncate">
            <span
              aria-hidden="true"
              className={`inline-block size-2 rounded-full ${status.open ? "bg-emerald-400" : "bg-white/60"}`}
            />
            <span>{status.label}</span>
            {location?.address.full && (
              <span className="hidden truncate opacity-90 md:inline">· {location.address.full}</span>
            )}
          </p>
          {phone && (
            <a
              href={`tel:${phone.replace(/[^\d+]/g, "")}`}
              className="shrink-0 font-semibold hover:underline"
            >
              Call {phone}
            </a>
          )}
        </div>
      </div>
      <div className="container-site flex h-16 items-center justify-between gap-4 lg:h-20">
        <a href="/" className="shrink-0 rounded-md" aria-label={`${site.name} home`}>
          <SiteLogo site={site} />
        </a>
        <NavMenu items={items} label="Main" />
        <div className="flex items-center gap-2">
          <a href={siteSearchPath(site)} className="btn-accent hidden sm:inline-flex">
            Search stock
          </a>
          <MobileMenu items={items} label="Main menu" />
        </div>
      </div>
    </header>
  );
}
