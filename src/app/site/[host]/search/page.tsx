import { notFound, redirect } from "next/navigation";
import { type RouteQuery, toUrlSearchParams } from "@/domain/site/route-query";
import { searchIndexTarget } from "@/domain/stock/search-canonical";
import { siteSearchPath } from "@/features/shell/site-search-path";
import { getSiteForHost } from "@/server/sites/get-site";

type Props = { params: Promise<{ host: string }>; searchParams: Promise<RouteQuery> };

// GET /search – the site's default stock search, with every filter the shopper asked for.
export default async function SearchIndexPage({ params, searchParams }: Props) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  redirect(searchIndexTarget(siteSearchPath(site), toUrlSearchParams(await searchParams)));
}
