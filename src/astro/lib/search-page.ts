// The search pages' shared frontmatter (docs/decisions/020-astro-islands.md).
import type { AstroGlobal } from "astro";
import { CACHED_SEARCH_CACHE_CONTROL, CACHED_SEARCH_SECONDS, searchAnswer } from "@/domain/stock/search-answer";
import { cleanSearchQuery } from "@/domain/stock/search-canonical";
import { loadSearchPage } from "@/features/stock-search/search-route";
import { PREVIEW_COOKIE } from "@/server/console/site-preview";
import { answerPerRequest, siteOfRequest } from "./site-page";

/** The pages' shared frontmatter: the answer to a GET of `basePath` on the request's host. */
export async function searchPageOf(astro: AstroGlobal, basePath: string) {
  const previewing = astro.cookies.get(PREVIEW_COOKIE) !== undefined;
  const answer = searchAnswer(basePath, astro.url.searchParams, { previewing });
  if (answer.kind === "redirect")
    return { kind: "redirect", location: answer.location, status: 308 } as const;
  const { site, host, hostname } = await siteOfRequest(astro);
  const loaded = site ? await loadSearchPage(site, host, basePath, answer.query) : null;
  if (site && loaded) {
    // Empty fields of a no-JavaScript form submit (`?make=&q=`) go to the tidy address.
    const cleaned = cleanSearchQuery(answer.query);
    if (cleaned !== null)
      return {
        kind: "redirect",
        location: cleaned === "" ? basePath : `${basePath}?${cleaned}`,
        status: 307,
      } as const;
  }
  answerPerRequest(astro, loaded !== null);
  // A common search's 404 (an unknown slug) was cached as its page was; a host with no site is per request.
  if (site) astro.response.headers.set("cache-control", answer.cacheControl);
  // A common search's page is the same for every shopper: kept whole as Next's ISR kept it.
  if (site && loaded && answer.cacheControl === CACHED_SEARCH_CACHE_CONTROL)
    astro.locals.sharedPage = { maxAge: CACHED_SEARCH_SECONDS };
  return { kind: "page", site, host, hostname, loaded } as const;
}
