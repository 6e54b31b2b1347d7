import type { Metadata } from "next";
import {
  type RouteSearchParams,
  SearchRoute,
  searchRouteMetadata,
} from "@/features/stock-search/search-route";

type Props = { params: Promise<{ host: string; slug: string }>; searchParams: RouteSearchParams };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { host, slug } = await params;
  return searchRouteMetadata(host, `/search/${slug}`, await searchParams);
}

export default async function SearchSlugPage({ params, searchParams }: Props) {
  const { host, slug } = await params;
  return <SearchRoute host={host} basePath={`/search/${slug}`} searchParams={await searchParams} />;
}
