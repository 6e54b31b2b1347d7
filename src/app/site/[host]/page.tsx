import { notFound } from "next/navigation";
import { HomePage } from "@/features/home/home-page";
import { originForHost } from "@/features/seo/origin-for-host";
import { getSiteForHost } from "@/server/sites/get-site";
import { listFeaturedCarsCached } from "@/server/stock/list-featured-cars";
import { listStockOverviewCached } from "@/server/stock/list-stock-facets";

export default async function SiteHomePage({ params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  const site = await getSiteForHost(host);
  if (!site) notFound();
  const now = new Date();
  const [featured, overview] = await Promise.all([
    listFeaturedCarsCached(site, now),
    listStockOverviewCached(site, now),
  ]);
  return (
    <HomePage site={site} featured={featured} overview={overview} now={now} origin={originForHost(host)} />
  );
}
