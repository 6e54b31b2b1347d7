import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import { modelPageMetadata, renderModelPage } from "@/features/models/render-model-page";

// GET /models/{slug} – a model page with its matching stock
type Props = { params: Promise<{ host: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, slug } = await params;
  return (await modelPageMetadata(host, { slug: safeDecodeURIComponent(slug) })) ?? {};
}

export default async function ModelSlugPage({ params }: Props) {
  const { host, slug } = await params;
  const page = await renderModelPage(host, { slug: safeDecodeURIComponent(slug) });
  if (!page) notFound();
  return page;
}
