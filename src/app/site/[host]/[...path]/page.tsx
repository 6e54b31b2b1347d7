import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import { blogPageMetadata, renderBlogPage } from "@/features/blog/render-blog-page";
import { modelPageMetadata, renderModelPage } from "@/features/models/render-model-page";
import { informationPageMetadata, renderInformationPage } from "@/features/pages/render-information-page";

// GET /{anything else} – the site's pages that live at a path of their own.
// Lookups run in order (blog, information pages, model pages); add a new kind of page as another step
// before the model lookup. Nothing matching is the site's 404.
type Props = {
  params: Promise<{ host: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function pathnameOf(segments: string[]): string {
  return `/${segments.map(safeDecodeURIComponent).join("/")}`;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { host, path } = await params;
  const pathname = pathnameOf(path);
  const blogPage = await blogPageMetadata(host, pathname, await searchParams);
  if (blogPage) return blogPage;
  const informationPage = await informationPageMetadata(host, path);
  if (informationPage) return informationPage;
  return (await modelPageMetadata(host, { path: pathname })) ?? {};
}

export default async function SitePathPage({ params, searchParams }: Props) {
  const { host, path } = await params;
  // The site's blog (its list and posts, at the path its settings say) comes first.
  const blogPage = await renderBlogPage(host, pathnameOf(path), await searchParams);
  if (blogPage) return blogPage;
  // Information pages (about-us, our-locations, careers, /pages/...) come first.
  const informationPage = await renderInformationPage(host, path, await searchParams);
  if (informationPage) return informationPage;
  const pathname = pathnameOf(path);
  const modelPage = await renderModelPage(host, { path: pathname });
  if (modelPage) return modelPage;
  notFound();
}
