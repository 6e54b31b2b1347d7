import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { compareIdsFromQuery } from "@/domain/site/compare";
import { ComparePage } from "@/features/compare/compare-page";
import { getDb } from "@/server/db/client";
import { getSiteForHost } from "@/server/sites/get-site";
import { listCompareCars } from "@/server/stock/list-compare-cars";

export const metadata: Metadata = { title: "Compare", robots: { index: false } };

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// GET /compare?ids=12,40,7 – up to four of the site's vehicles side by side.
export default async function CompareRoute({ params, searchParams }: Props) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const ids = compareIdsFromQuery((await searchParams).ids);
  const cars = await listCompareCars(await getDb(), { site, now: new Date(), ids });
  return <ComparePage site={site} ids={ids} cars={cars} />;
}
