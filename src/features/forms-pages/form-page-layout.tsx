import type { ReactNode } from "react";
import { SiteLink, type SiteLinkRules } from "@/components/ui/site-link";
import { DEFAULT_OPENING_HOURS } from "@/domain/site/opening-hours";
import { OpeningHoursList } from "@/features/shell/opening-hours-list";
import type { Site, SiteLocation } from "@/server/sites/site";
import { sitePrimaryLocation } from "@/server/sites/site-primary-location";

/**
 * The frame of every form page: a heading and intro, the form as a card (Layout:
 * "Forms are cards with an optional progress bar"), and the dealer's contact details beside it.
 */
export function FormPageLayout({
  site,
  title,
  intro,
  introLink,
  children,
  aside,
  location,
  linkRules,
}: {
  site: Site;
  title: string;
  intro: string;
  /** A sentence and a link after the intro, such as the finance page's "Get pre-approved". */
  introLink?: { text: string; href: string; label: string };
  /** The form (optional only for createElement's third argument). */
  children?: ReactNode;
  aside?: ReactNode;
  location?: SiteLocation | undefined;
  /** The site's link rules (Astro's pages; Next's take them from SiteLinkProvider). */
  linkRules?: SiteLinkRules | undefined;
}) {
  const shown = location ?? sitePrimaryLocation(site);
  const phone = shown?.contact_detail.phone ?? site.phone;
  const hours = shown?.contact_detail.opening_hours ?? site.config.opening_hours ?? DEFAULT_OPENING_HOURS;
  return (
    <div className="bg-surface">
      <div className="container-site py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">{intro}</p>
        {introLink && (
          <p className="mt-2 max-w-2xl">
            {introLink.text}{" "}
            <SiteLink
              href={introLink.href}
              rules={linkRules}
              className="font-semibold text-brand-link hover:underline"
            >
              {introLink.label}
            </SiteLink>
          </p>
        )}
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="card relative p-5 sm:p-8">{children}</div>
          <aside aria-label="Contact details" className="space-y-6">
            {aside}
            <section className="card p-5">
              <h2 className="text-base font-bold">{shown?.name ?? site.name}</h2>
              {shown?.address.full && <p className="mt-2 text-sm text-muted">{shown.address.full}</p>}
              {phone && (
                <p className="mt-3">
                  <a
                    href={`tel:${phone.replace(/[^\d+]/g, "")}`}
                    className="text-lg font-bold text-brand-link hover:underline"
                  >
                    {phone}
                  </a>
                </p>
              )}
              <h3 className="mt-4 text-sm font-semibold">Opening hours</h3>
              <OpeningHoursList hours={hours} className="mt-2 text-sm" />
            </section>
          </aside>
        </div>
      </div>
    </div>
  );
}
