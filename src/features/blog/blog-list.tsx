import { ServerImage } from "@/components/ui/server-image";
import { SiteLink, type SiteLinkRules } from "@/components/ui/site-link";
import { blogPageHref, blogPostPath } from "@/domain/blog/blog";
import { PostDate } from "@/features/blog/post-date";
import type { BlogPostSummary } from "@/server/blog/blog-post";
import type { Site } from "@/server/sites/site";

/**
 * The blog's list page: its posts newest first as cards (picture, title linking to the
 * article, date, author, excerpt), and the links to newer and older pages. `rules`: the
 * site's link rules (else SiteLinkProvider's, under Next).
 */
export function BlogList({
  site,
  base,
  posts,
  page,
  pageCount,
  rules,
}: {
  site: Site;
  base: string;
  posts: BlogPostSummary[];
  page: number;
  pageCount: number;
  rules?: SiteLinkRules | undefined;
}) {
  const { title } = site.config.blogs;
  return (
    <div>
      <header className="border-b border-line bg-surface">
        <div className="container-site py-10 sm:py-14">
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">
            {pageCount > 1 ? `Page ${page} of ${pageCount}. ` : ""}
            News, advice and stories from {site.name}.
          </p>
        </div>
      </header>
      <div className="container-site py-10">
        {posts.length === 0 ? (
          <p className="text-muted" data-blog-empty>
            Nothing here yet. Come back soon.
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-blog-list>
            {posts.map((post) => (
              <li key={post.slug} className="card relative flex flex-col overflow-hidden">
                {post.hero_image_url && (
                  <div className="relative aspect-video bg-surface">
                    <ServerImage
                      src={post.hero_image_url}
                      alt=""
                      fill
                      sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                      quality={site.config.image_quality}
                      className="object-cover"
                    />
                  </div>
                )}
                <div className="flex flex-1 flex-col p-5">
                  <h2 className="text-lg font-bold leading-snug">
                    {/* The whole card is the link's target; the title is its name. */}
                    <SiteLink
                      rules={rules}
                      href={blogPostPath(base, post.slug)}
                      className="after:absolute after:inset-0 hover:text-brand-link hover:underline"
                    >
                      {post.title}
                    </SiteLink>
                  </h2>
                  <p className="mt-1 text-sm text-muted">
                    <PostDate site={site} value={post.published_at} /> · {post.author}
                  </p>
                  <p className="mt-3 text-sm leading-relaxed">{post.excerpt}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {pageCount > 1 && (
          <nav
            aria-label={`${title} pages`}
            className="mt-10 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-4"
          >
            {page > 1 ? (
              <SiteLink
                rules={rules}
                href={blogPageHref(base, page - 1)}
                className="btn-outline justify-self-start"
              >
                Newer posts
              </SiteLink>
            ) : (
              <span />
            )}
            <span className="text-sm text-muted">
              Page {page} of {pageCount}
            </span>
            {page < pageCount ? (
              <SiteLink
                rules={rules}
                href={blogPageHref(base, page + 1)}
                className="btn-outline justify-self-end"
              >
                Older posts
              </SiteLink>
            ) : (
              <span />
            )}
          </nav>
        )}
      </div>
    </div>
  );
}
