import { ServerImage } from "@/components/ui/server-image";
import { SiteLink, type SiteLinkRules } from "@/components/ui/site-link";
import { localeFor } from "@/domain/site/locale";
import { formatPrice } from "@/domain/stock/format-price";
import { PRICE_DISPLAY_MIN_CENTS, priceAfterOffer } from "@/domain/stock/price-display";
import { vehiclePath } from "@/domain/stock/vehicle-paths";
import type { SiteOffer } from "@/server/pages/list-offers";
import type { Site } from "@/server/sites/site";

/** The enquiry form for an offer: about its car while the car is for sale (16). */
function offerEnquiryPath(offer: SiteOffer): string {
  const car = offer.car && !offer.car.sold ? `&car_id=${offer.car.id}` : "";
  return `/contact?offer=${offer.id}${car}`;
}

/**
 * /special-offers: the site's current offers (the `offers` rows), each with its car if any.
 * `rules`, the site's link rules (an Astro page has no SiteLinkProvider above it).
 */
export function OffersList({
  site,
  offers,
  rules,
}: {
  site: Pick<Site, "template" | "market" | "config">;
  offers: SiteOffer[];
  rules?: SiteLinkRules;
}) {
  const { locale } = localeFor(site.market);
  const date = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric" });
  if (offers.length === 0) {
    return (
      <div className="container-site pb-12">
        <p className="text-muted" data-offers-empty>
          There are no offers running right now. Check back soon, or{" "}
          <SiteLink rules={rules} href="/contact" className="font-semibold text-brand-link hover:underline">
            ask us about a deal
          </SiteLink>
          .
        </p>
      </div>
    );
  }
  return (
    <div className="container-site pb-12">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-offers>
        {offers.map((offer) => {
          const after = offer.car && offer.car.price !== null ? priceAfterOffer(offer.car) : null;
          return (
            <li key={offer.id} className="card flex flex-col overflow-hidden">
              {offer.car?.primary_image_url && (
                <div className="relative aspect-[3/2] bg-surface">
                  <ServerImage
                    src={offer.car.primary_image_url}
                    alt={offer.car.name}
                    fill
                    sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                    quality={site.config.image_quality}
                    className="object-cover"
                  />
                </div>
              )}
              <div className="flex flex-1 flex-col p-5">
                <h2 className="text-lg font-bold">{offer.title}</h2>
                <p className="mt-2 text-sm leading-relaxed">{offer.summary}</p>
                {offer.car && (
                  <p className="mt-3 text-sm">
                    <span className="font-semibold">{offer.car.name}</span>
                    {offer.car.price !== null && offer.car.price > PRICE_DISPLAY_MIN_CENTS && (
                      <>
                        {" · "}
                        {after !== null ? (
                          <>
                            <span className="text-muted line-through">
                              {formatPrice(offer.car.price, locale)}
                            </span>{" "}
                            <span className="font-bold text-emerald-800">{formatPrice(after, locale)}</span>
                          </>
                        ) : (
                          <span className="font-bold">{formatPrice(offer.car.price, locale)}</span>
                        )}
                      </>
                    )}
                  </p>
                )}
                {offer.ends_at && (
                  <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-muted">
                    Ends <time dateTime={offer.ends_at}>{date.format(new Date(offer.ends_at))}</time>
                  </p>
                )}
                <p className="mt-auto flex flex-wrap gap-3 pt-4">
                  {offer.car && !offer.car.sold && (
                    <SiteLink
                      rules={rules}
                      href={vehiclePath(site.template, offer.car.slug)}
                      className="btn-brand"
                    >
                      View this vehicle<span className="sr-only">: {offer.car.name}</span>
                    </SiteLink>
                  )}
                  <SiteLink
                    rules={rules}
                    href={offerEnquiryPath(offer)}
                    className="btn-outline"
                    data-offer-enquiry={offer.id}
                  >
                    Enquire about this offer<span className="sr-only">: {offer.title}</span>
                  </SiteLink>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
