// What Astro's catch-all page (src/astro/pages/[...path].astro) answers for a dealer site's
// path of its own, in the order Next's catch-all route looked:
// the site's blog (its list, a post, the 308 from /blog to where it lives), then an
// information page (or its 308 to the stripped /pages address), then a model page at the
// model's own path, else nothing (the site's 404). Every path of a dealer site that no other
// page of Astro's and no route of Next's answers arrives here (rendererFor;
// docs/decisions/020-astro-islands.md).
import type { InformationPageKind } from "@/domain/site/default-pages";
import type { PageContent } from "@/domain/site/page-content";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import { type BlogLookup, lookUpBlog } from "@/features/blog/blog-lookup";
import { findSiteModel } from "@/features/models/model-page-data";
import { findInformationPage } from "@/server/pages/find-information-page";
import type { Site } from "@/server/sites/site";
import type { SiteModel } from "@/server/stock/list-site-models";

export type SitePathAnswer =
  /**
   * `list` the information page's kind: its content alone, or after it the site's locations,
   * its careers (with the careers enquiry form) or its offers (with the sign-up form, on sites
   * that have it).
   */
  | { kind: "information"; page: PageContent; list: InformationPageKind }
  | { kind: "blog"; found: Extract<BlogLookup, { kind: "list" | "post" }> }
  | { kind: "model"; model: SiteModel }
  | { kind: "redirect"; location: string }
  | { kind: "not-found" };

/**
 * `url` as the request carries it: its path still percent-encoded (the information path's
 * matching decodes each segment, as it did Next's); its query kept on a redirect as Next's
 * permanentRedirect kept it.
 */
export async function sitePathAnswer(site: Site, url: URL): Promise<SitePathAnswer> {
  const pages = url.searchParams.getAll("page");
  // One ?page= is the list's page; a repeated one is no page (null), as Next's lookup read it.
  const rawPage = pages.length === 0 ? undefined : pages.length === 1 ? pages[0] : null;
  // The path as Next's catch-all joined its decoded segments.
  const decoded = url.pathname.split("/").map(safeDecodeURIComponent).join("/");
  const blog = await lookUpBlog(site, decoded, rawPage);
  switch (blog.kind) {
    case "moved":
      return { kind: "redirect", location: `${blog.location}${nextQueryString(url.searchParams)}` };
    case "not-found":
      return { kind: "not-found" };
    case "list":
    case "post":
      return { kind: "blog", found: blog };
    case "none":
      break;
  }
  const { match, page } = await findInformationPage(site, url.pathname.slice(1).split("/"));
  if (match.kind === "redirect")
    return { kind: "redirect", location: `${match.location}${nextQueryString(url.searchParams)}` };
  if (page) return { kind: "information", page: page.content, list: page.kind };
  // A model page at its own path (/{model slug}, the model's path or internal override).
  const model = await findSiteModel(site, { path: decoded });
  return model ? { kind: "model", model } : { kind: "not-found" };
}

/** The query as Next's `searchParams` carried it onto a redirect: repeated names together. */
function nextQueryString(params: URLSearchParams): string {
  const grouped = new URLSearchParams();
  for (const key of new Set(params.keys()))
    for (const value of params.getAll(key)) grouped.append(key, value);
  const text = grouped.toString();
  return text ? `?${text}` : "";
}
