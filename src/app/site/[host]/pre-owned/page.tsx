import type { Metadata } from "next";
import {
  type RouteSearchParams,
  SearchRoute,
  searchRouteMetadata,
} from "@/features/stock-search/search-route";

// The manufacturer template's stock search lives at /pre-owned (404 elsewhere).
type Props = { params: Promise<{ host: string }>; searchParams: RouteSearchParams };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return searchRouteMetadata((await params).host, "/pre-owned", await searchParams);
}

export default async function PreOwnedSearchPage({ params, searchParams }: Props) {
  return <SearchRoute host={(await params).host} basePath="/pre-owned" searchParams={await searchParams} />;
}
