import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { fromUrlSearchParams } from "@/domain/site/route-query";
import { parseCachedSearchKey } from "@/domain/stock/search-canonical";
import { siteSearchPath } from "@/features/shell/site-search-path";
import { SearchNotFound } from "@/features/stock-search/search-not-found";
import { SearchRoute, searchRouteMetadata, searchSiteOf } from "@/features/stock-search/search-route";

type Props = { params: Promise<{ host: string; key: string }> };

/**
 * The cached search route (/cached-search/{key}, reached only through the proxy's rewrite of
 * a common search, docs/decisions/009): the same page as /search/{slug}?{query}, rendered
 * from the params alone so Next keeps it in its page cache (ISR) per address and search,
 * tagged with the site's stock. The key holds the search's path and canonical query.
 */
export const cachedSearchRoute = {
  generateStaticParams(): { host: string; key: string }[] {
    return [];
  },
  async generateMetadata({ params }: Props): Promise<Metadata> {
    const { host, key } = await params;
    const search = parseCachedSearchKey(key);
    if (!search) return { title: "Search not found" };
    return searchRouteMetadata(host, search.basePath, fromUrlSearchParams(new URLSearchParams(search.query)));
  },
  async Page({ params }: Props) {
    const { host, key } = await params;
    const search = parseCachedSearchKey(key);
    if (!search) notFound();
    return (
      <SearchRoute
        host={host}
        basePath={search.basePath}
        searchParams={fromUrlSearchParams(new URLSearchParams(search.query))}
      />
    );
  },
  /**
   * A search that does not exist answers 404 (the route's not-found.tsx renders nothing) and
   * this adds the helpful part, as the vehicle routes do: a not-found file gets no params,
   * and reading the request instead would stop the page being cached.
   */
  async Layout({ children, params }: Props & { children: ReactNode }) {
    const { host, key } = await params;
    const search = parseCachedSearchKey(key);
    const found = search ? await searchSiteOf(host, search.basePath) : null;
    // No site: the site layout has answered "Site not found" already.
    if (found === null || found.exists) return children;
    return (
      <>
        {children}
        <SearchNotFound searchPath={siteSearchPath(found.site)} />
      </>
    );
  },
};
