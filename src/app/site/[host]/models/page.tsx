import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ModelsIndexPage } from "../../../../features/models/models-index-page";
import { getSiteForHost } from "../../../../server/sites/get-site";
import { listSiteModelsCached } from "../../../../server/stock/list-site-models";

// GET /models – every model of the site (404 for a site without models)
type Props = { params: Promise<{ host: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await getSiteForHost((await params).host);
  return { title: site ? `Models at ${site.name}` : "Models" };
}

export default async function ModelsPage({ params }: Props) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const models = await listSiteModelsCached(site.id, site.manufacturer_id);
  if (models.length === 0) notFound();
  return <ModelsIndexPage site={site} models={models} heading="Our models" />;
}
