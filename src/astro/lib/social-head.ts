// A page's head with social cards under Astro: the description, canonical and social cards
// Next's metadata printed (a blog page's blogHead, features/blog/blog-lookup.ts; a vehicle
// page's vehicleHead), in the same order, addresses absolute.
import type { BlogHead } from "@/features/blog/blog-lookup";
import type { HeadMeta, PageHead } from "./site-page";

export function socialPageHead(head: BlogHead, origin: string): PageHead {
  const { openGraph: og } = head;
  const absolute = (path: string) => new URL(path, origin).toString();
  const ogDescription = og.description ?? head.description;
  const images = og.images ?? [];
  const meta: HeadMeta[] = [
    { property: "og:title", content: og.title },
    { property: "og:description", content: ogDescription },
    { property: "og:url", content: absolute(og.url) },
    { property: "og:site_name", content: og.siteName },
    ...images.flatMap((image): HeadMeta[] => [
      { property: "og:image", content: absolute(image.url) },
      { property: "og:image:width", content: String(image.width) },
      { property: "og:image:height", content: String(image.height) },
      { property: "og:image:alt", content: image.alt },
    ]),
    { property: "og:type", content: og.type },
    ...(og.publishedTime ? [{ property: "article:published_time", content: og.publishedTime }] : []),
    ...(og.modifiedTime ? [{ property: "article:modified_time", content: og.modifiedTime }] : []),
    ...(og.authors ?? []).map((author) => ({ property: "article:author", content: author })),
    // Twitter's card takes Open Graph's title, description and images where it names none.
    {
      name: "twitter:card",
      content: head.twitter?.card ?? (images.length > 0 ? "summary_large_image" : "summary"),
    },
    { name: "twitter:title", content: head.twitter?.title ?? og.title },
    { name: "twitter:description", content: head.twitter?.description ?? ogDescription },
    ...images.flatMap((image): HeadMeta[] => [
      { name: "twitter:image", content: absolute(image.url) },
      { name: "twitter:image:alt", content: image.alt },
      { name: "twitter:image:width", content: String(image.width) },
      { name: "twitter:image:height", content: String(image.height) },
    ]),
  ];
  return { description: head.description, canonical: absolute(head.url), meta };
}
