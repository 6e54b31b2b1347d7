import "server-only";
import { siteLinkRewrites } from "@/domain/blog/blog";
import { type InformationPathMatch, matchInformationPath } from "@/domain/site/information-path";
import type { LinkContext } from "@/domain/site/resolve-link";
import { getDb } from "@/server/db/client";
import { getInformationPage, type InformationPage } from "@/server/pages/get-information-page";
import type { Site } from "@/server/sites/site";

/** Request matching for /pages stripping only needs the site's link settings, not its host. */
function pathContext(site: Site): LinkContext {
  return {
    siteHost: "",
    use_pages_path: site.config.links.use_pages_path,
    link_rewrites: siteLinkRewrites(site.config),
  };
}

/**
 * What a site path means among the site's information pages (Next's catch-all route and
 * Astro's information pages ask the same): a 308 to the stripped /pages address, the page
 * (its record or the template default), or `page: null` when the site has no such page.
 */
export async function findInformationPage(
  site: Site,
  segments: readonly string[],
): Promise<{ match: InformationPathMatch; page: InformationPage | null }> {
  const match = matchInformationPath(segments, "", pathContext(site));
  if (match.kind !== "page") return { match, page: null };
  return { match, page: await getInformationPage(await getDb(), { site, slug: match.slug }) };
}
