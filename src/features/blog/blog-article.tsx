import { Breadcrumb } from "@/components/ui/breadcrumb";
import type { SiteLinkRules } from "@/components/ui/site-link";
import { jsonForScript } from "@/domain/security/escape-markup";
import { BlogHeroImage } from "@/features/blog/blog-hero-image";
import { PostDate } from "@/features/blog/post-date";
import { PageSections } from "@/features/pages/information-page";
import type { BlogPost } from "@/server/blog/blog-post";
import type { Site } from "@/server/sites/site";

/**
 * A blog post's page: heading, date and author, hero image, the body as text, and its
 * BlogPosting. `rules`: the site's link rules for the body's links (else SiteLinkProvider's).
 */
export function BlogArticle({
  site,
  base,
  post,
  jsonLd,
  rules,
}: {
  site: Site;
  base: string;
  post: BlogPost;
  jsonLd: Record<string, unknown>;
  rules?: SiteLinkRules | undefined;
}) {
  return (
    <article className="container-site max-w-4xl py-8 sm:py-10">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text; jsonForScript escapes "<". */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      <Breadcrumb
        trail={[
          { label: "Home", href: "/" },
          { label: site.config.blogs.title, href: base },
        ]}
        current={post.title}
      />
      <header className="mt-4">
        <h1 className="text-3xl font-black leading-tight tracking-tight sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-muted">
          <PostDate site={site} value={post.published_at} /> · By {post.author}
        </p>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed">{post.excerpt}</p>
      </header>
      {post.hero_image_url && (
        <div className="mt-6">
          <BlogHeroImage
            src={post.hero_image_url}
            alt={post.hero_image_alt}
            quality={site.config.image_quality}
          />
        </div>
      )}
      <div className="mt-8 max-w-3xl" data-post-body>
        <PageSections sections={post.body} rules={rules} />
      </div>
    </article>
  );
}
