import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ModelsIndexPage } from "@/features/models/models-index-page";
import { getSiteForHost } from "@/server/sites/get-site";
import { listModelPages } from "@/server/stock/list-model-pages";

// GET /models – every model of the site (404 for a site without models or model pages)
type Props = { params: Promise<{ host: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await getSiteForHost((await params).host);
  return { title: site ? `Models at ${site.name}` : "Models" };
}

export default async function ModelsPage({ params }: Props) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const models = await listModelPages(site);
  if (models.length === 0) notFound();
  return <ModelsIndexPage site={site} models={models} heading="Our models" />;
}
