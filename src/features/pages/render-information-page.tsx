import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import type { ReactNode } from "react";
import { cache } from "react";
import { offersSubscriptionForm, siteOffersForm } from "@/domain/leads/forms/offers-subscription";
import { queryStringOf } from "@/domain/site/route-query";
import { CareersEnquiryForm } from "@/features/lead-form/careers-enquiry-form";
import { CareersList } from "@/features/pages/careers-list";
import { InformationPageView } from "@/features/pages/information-page";
import { LocationsList } from "@/features/pages/locations-list";
import { OffersList } from "@/features/pages/offers-list";
import { OffersSubscriptionForm } from "@/features/pages/offers-subscription-form";
import { originForHost } from "@/features/seo/origin-for-host";
import { getDb } from "@/server/db/client";
import { findInformationPage as lookUpInformationPage } from "@/server/pages/find-information-page";
import { listCareers } from "@/server/pages/list-careers";
import { listOffers } from "@/server/pages/list-offers";
import { getSiteForHost } from "@/server/sites/get-site";

type SearchParams = Record<string, string | string[] | undefined>;

// The page and its metadata look the page up once per request.
const findInformationPage = cache(async (host: string, joined: string) => {
  const site = await getSiteForHost(host);
  if (!site) return null;
  return { site, ...(await lookUpInformationPage(site, joined.split("/"))) };
});

export async function informationPageMetadata(host: string, segments: string[]): Promise<Metadata | null> {
  const found = await findInformationPage(host, segments.join("/"));
  if (!found?.page) return null;
  const { content } = found.page;
  return { title: content.title, ...(content.description && { description: content.description }) };
}

/**
 * Information pages through the catch-all route: the page for /{slug} or /pages/{slug}
 * (a 308 to the stripped address when the link rules strip /pages), or null when the site
 * has no such page, so the next lookup (model pages) can try.
 */
export async function renderInformationPage(
  host: string,
  segments: string[],
  searchParams: SearchParams = {},
): Promise<ReactNode | null> {
  const found = await findInformationPage(host, segments.join("/"));
  if (!found) return null;
  const { site, match, page } = found;
  if (match.kind === "redirect") permanentRedirect(`${match.location}${queryStringOf(searchParams)}`);
  if (!page) return null;
  const db = await getDb();
  const now = new Date();
  switch (page.kind) {
    case "locations":
      return (
        <InformationPageView page={page.content}>
          <LocationsList site={site} now={now} pageUrl={`${originForHost(host)}/${segments.join("/")}`} />
        </InformationPageView>
      );
    case "careers":
      return (
        <InformationPageView page={page.content}>
          <CareersList
            site={site}
            careers={await listCareers(db, { site })}
            applyForm={<CareersEnquiryForm site={site} />}
          />
        </InformationPageView>
      );
    case "offers":
      return (
        <InformationPageView page={page.content}>
          <OffersList site={site} offers={await listOffers(db, { site, now })} />
          {siteOffersForm(offersSubscriptionForm.id, site.config) && <OffersSubscriptionForm site={site} />}
        </InformationPageView>
      );
    default:
      return <InformationPageView page={page.content} />;
  }
}
