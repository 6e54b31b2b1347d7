import type { ReactNode } from "react";
import { SiteLink, type SiteLinkRules } from "@/components/ui/site-link";
import { siteLocality } from "@/domain/site/dealer-json-ld";
import { localiseText } from "@/domain/site/locale";
import { DEFAULT_OPENING_HOURS } from "@/domain/site/opening-hours";
import { PAYMENT_ICONS, paymentIconSrc, WE_ACCEPT_TEXT } from "@/domain/site/payment-icons";
import { pluralise } from "@/domain/site/plural";
import { nounInSentence, primaryVehicleNoun } from "@/domain/site/vehicle-noun";
import { PhoneReveal } from "@/features/phone/phone-reveal";
import { OpeningHoursList } from "@/features/shell/opening-hours-list";
import { SiteLogo } from "@/features/shell/site-logo";
import type { Site } from "@/server/sites/site";
import { sitePrimaryLocation } from "@/server/sites/site-primary-location";

const SOCIAL_LABELS: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
  x: "X",
};

/**
 * The footer: server-rendered links (the site's link rules as a prop) and one island, the
 * dealership's number. Astro passes that island in as the `phone` slot; Next leaves it to the
 * default here.
 */
export function SiteFooter({
  site,
  year,
  rules,
  phone: phoneSlot,
}: {
  site: Site;
  year: number;
  rules: SiteLinkRules;
  phone?: ReactNode;
}) {
  const location = sitePrimaryLocation(site);
  const hours = location?.contact_detail.opening_hours ?? site.config.opening_hours ?? DEFAULT_OPENING_HOURS;
  const phone = site.phone ?? location?.contact_detail.phone ?? null;
  const groups = site.config.navigation.footer;
  const socials = Object.entries(site.config.social_urls);
  const t = (text: string) => localiseText(text, site.market);
  const noun = primaryVehicleNoun(site.template, site.config.labels.vehicle_noun);
  const locality = siteLocality(site.config.address, location?.address);
  return (
    <footer className="mt-16 bg-slate-950 text-slate-300">
      <div className="container-site grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.3fr_repeat(4,1fr)]">
        <div>
          <SiteLogo site={site} tone="dark" />
          {site.config.theme.tagline && <p className="mt-4 max-w-xs text-sm">{site.config.theme.tagline}</p>}
          {location?.address.full && (
            <p className="mt-4 text-sm">
              {location.address.full}
              <br />
              {location.address.map_url && (
                <SiteLink
                  rules={rules}
                  href={location.address.map_url}
                  className="font-semibold text-white underline-offset-4 hover:underline"
                  data-event="directions"
                >
                  Get directions
                </SiteLink>
              )}
            </p>
          )}
          {phone && (
            <p className="mt-3 text-sm">
              {phoneSlot ?? (
                <PhoneReveal
                  phone={phone}
                  display="show"
                  websiteId={site.id}
                  dealershipId={location?.dealership_id ?? site.dealership_id}
                  className="text-lg font-bold text-white hover:underline"
                />
              )}
            </p>
          )}
        </div>
        {groups.map((group) => (
          <nav key={group.label} aria-label={group.label}>
            <h2 className="text-sm font-bold uppercase tracking-wider text-white">{group.label}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {(group.children ?? [group]).map((item) => (
                <li key={item.href + item.label}>
                  <SiteLink rules={rules} href={item.href} className="hover:text-white hover:underline">
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">{t("Opening hours")}</h2>
          <OpeningHoursList hours={hours} className="mt-4 text-sm" />
          <p className="mt-6 text-sm font-semibold text-white">{WE_ACCEPT_TEXT}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {PAYMENT_ICONS.map((icon) => (
              <li key={icon.name}>
                {/* biome-ignore lint/performance/noImgElement: tiny local SVGs, sized, lazy. */}
                <img src={paymentIconSrc(icon)} alt={icon.name} width={48} height={32} loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-site flex flex-col gap-3 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.name}
            {locality ? `, ${locality}` : ""}
            {location?.dealer_license_number
              ? ` · ${t("Dealer licence")} ${location.dealer_license_number}`
              : ""}
          </p>
          {socials.length > 0 && (
            <ul className="flex flex-wrap gap-4" aria-label="Social media">
              {socials.map(([network, url]) => (
                <li key={network}>
                  <SiteLink rules={rules} href={url} className="hover:text-white hover:underline">
                    {SOCIAL_LABELS[network] ?? network}
                  </SiteLink>
                </li>
              ))}
            </ul>
          )}
          <p>
            <SiteLink
              rules={rules}
              href={site.config.saved_cars_path}
              className="hover:text-white hover:underline"
            >
              Saved {nounInSentence(pluralise(noun))}
            </SiteLink>
            {" · "}
            <SiteLink rules={rules} href="/privacy-policy" className="hover:text-white hover:underline">
              Privacy policy
            </SiteLink>
            {" · "}
            <SiteLink rules={rules} href="/terms-and-conditions" className="hover:text-white hover:underline">
              Terms and conditions
            </SiteLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
