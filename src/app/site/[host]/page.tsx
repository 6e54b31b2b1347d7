import { notFound } from "next/navigation";
import { HomePage } from "../../../features/home/home-page";
import { getDb } from "../../../server/db/client";
import { getSiteForHost } from "../../../server/sites/get-site";
import { listFeaturedCars } from "../../../server/stock/list-featured-cars";
import { listStockOverview } from "../../../server/stock/list-stock-facets";

export default async function SiteHomePage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const db = await getDb();
  const now = new Date();
  const [featured, overview] = await Promise.all([
    listFeaturedCars(db, { site, now }),
    listStockOverview(db, { site, now }),
  ]);
  return <HomePage site={site} featured={featured} overview={overview} now={now} />;
}
