import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { rangeBodyFromQuery } from "@/domain/stock/range-body-from-query";
import { bodiesOf, RangePage } from "@/features/models/range-page";
import { siteSearchPath } from "@/features/shell/site-search-path";
import { getDb } from "@/server/db/client";
import { getSiteForHost } from "@/server/sites/get-site";
import { listModelCars } from "@/server/stock/list-model-cars";
import { listModelPages } from "@/server/stock/list-model-pages";

// GET /range?body=j-pod|camper+trailer|pop+tops|off-grid|caravans|toy+haulers|motorised – the maker's range
type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function bodyParam(value: string | string[] | undefined): string | null {
  return rangeBodyFromQuery(Array.isArray(value) ? value[0] : value);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const site = await getSiteForHost((await params).host);
  const body = bodyParam((await searchParams).body);
  return {
    title: body ? `${body.charAt(0)}${body.slice(1).toLowerCase()} range` : "Our range",
    description: site ? `Explore the ${site.name} range of caravans, campers and motorhomes.` : undefined,
  };
}

export default async function RangeRoute({ params, searchParams }: Props) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const models = (await listModelPages(site)).filter((m) => bodiesOf(m).length > 0);
  if (models.length === 0) notFound();
  const body = bodyParam((await searchParams).body);
  const now = new Date();
  const shown = body ? models.filter((m) => bodiesOf(m).includes(body)) : models;
  const stock = await listModelCars(await getDb(), {
    site,
    now,
    models: shown,
    manufacturerBody: body,
    limit: 8,
  });
  return (
    <RangePage
      site={site}
      models={models}
      body={body}
      stock={stock}
      now={now}
      searchPath={siteSearchPath(site)}
    />
  );
}
