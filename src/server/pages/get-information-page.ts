import "server-only";
import { and, eq } from "drizzle-orm";
import {
  defaultPageContent,
  type InformationPageKind,
  informationPageKind,
  localisePageContent,
} from "@/domain/site/default-pages";
import type { PageContent } from "@/domain/site/page-content";
import { CACHE_LIFETIME_SECONDS } from "@/domain/site/timings";
import { primaryVehicleNoun } from "@/domain/site/vehicle-noun";
import { cached } from "@/server/cache/cached";
import { cacheTags } from "@/server/cache/tags";
import type { Db } from "@/server/db/client";
import { manufacturers, pages } from "@/server/db/schema/all";
import type { Site } from "@/server/sites/site";

export interface InformationPage {
  kind: InformationPageKind;
  /** Where the content came from: the site's own record, or the template default. */
  source: "record" | "default";
  content: PageContent;
}

type PageSite = Pick<
  Site,
  "id" | "name" | "template" | "market" | "email" | "phone" | "manufacturer_id" | "config"
>;

/**
 * An information page of a site: its own record in `pages` when it has one, else the
 * template's default ("Forms and information pages"), else null. US sites get US
 * spelling on both.
 */
export async function getInformationPage(
  db: Db,
  { site, slug }: { site: PageSite; slug: string },
): Promise<InformationPage | null> {
  // The database handle is not part of the cache key; ids and slug are.
  const { record, manufacturer } = await cached(
    (websiteId: number, manufacturerId: number | null, pageSlug: string) =>
      readPageRecord(db, websiteId, manufacturerId, pageSlug),
    ["information-page"],
    {
      tags: (websiteId) => [cacheTags.site(websiteId), cacheTags.sitePages(websiteId)],
      revalidate: CACHE_LIFETIME_SECONDS,
    },
  )(site.id, site.manufacturer_id, slug);
  const kind = informationPageKind(slug);
  if (record) {
    return {
      kind,
      source: "record",
      content: localisePageContent(
        { slug, title: record.title, description: record.description, sections: record.sections },
        site.market,
      ),
    };
  }
  const content = defaultPageContent(slug, {
    template: site.template,
    market: site.market,
    site_name: site.name,
    noun: primaryVehicleNoun(site.template, site.config.labels.vehicle_noun),
    manufacturer,
    email: site.email,
    phone: site.phone,
  });
  return content ? { kind, source: "default", content } : null;
}

interface PageRecord {
  title: string;
  description: string | null;
  sections: PageContent["sections"];
}

async function readPageRecord(
  db: Db,
  websiteId: number,
  manufacturerId: number | null,
  slug: string,
): Promise<{ record: PageRecord | null; manufacturer: string | null }> {
  const [rows, maker] = await Promise.all([
    db
      .select({ title: pages.title, description: pages.description, sections: pages.sections })
      .from(pages)
      .where(and(eq(pages.website_id, websiteId), eq(pages.slug, slug)))
      .limit(1),
    manufacturerId === null
      ? Promise.resolve([])
      : db
          .select({ name: manufacturers.name })
          .from(manufacturers)
          .where(eq(manufacturers.id, manufacturerId)),
  ]);
  return { record: rows[0] ?? null, manufacturer: maker[0]?.name ?? null };
}
