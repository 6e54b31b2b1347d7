// GET /api/blog/{slug}/social-image – a blog post's 1200×630 Open Graph image
import { isValidPostSlug } from "@/domain/blog/blog";
import { getPost } from "@/server/blog/get-post";
import { getDb } from "@/server/db/client";
import { renderSocialImage } from "@/server/media/render-social-image";
import { getSiteForHost } from "@/server/sites/get-site";

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ host: string; slug: string }> },
) {
  const { host, slug } = await params;
  const site = await getSiteForHost(host);
  // Only a published post of a site with a blog has a picture; the slug is bounded first.
  if (!site?.config.blogs.enabled || !isValidPostSlug(slug))
    return new Response("Not found", { status: 404 });
  const post = await getPost(await getDb(), { site, slug });
  if (!post?.hero_image_url) return new Response("Not found", { status: 404 });
  const body = await renderSocialImage({
    imageUrl: post.hero_image_url,
    background: site.config.theme.primary,
  });
  return new Response(new Uint8Array(body), {
    headers: { "content-type": "image/jpeg", "cache-control": "public, max-age=86400" },
  });
}
