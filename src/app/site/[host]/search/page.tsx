import { notFound, redirect } from "next/navigation";
import { siteSearchPath } from "@/features/shell/site-search-path";
import { getSiteForHost } from "@/server/sites/get-site";

// GET /search – the site's default stock search.
export default async function SearchIndexPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  redirect(siteSearchPath(site));
}
