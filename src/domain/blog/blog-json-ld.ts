/** The facts of a post that its schema.org BlogPosting carries. */
export interface JsonLdPost {
  title: string;
  excerpt: string;
  author: string;
  published_at: Date | string;
  updated_at: Date | string;
}

/** Google shows at most 110 characters of a headline. */
const HEADLINE_MAX = 110;

function iso(value: Date | string): string {
  return (typeof value === "string" ? new Date(value) : value).toISOString();
}

function headline(title: string): string {
  return title.length <= HEADLINE_MAX ? title : `${title.slice(0, HEADLINE_MAX - 1).trimEnd()}…`;
}

/**
 * schema.org BlogPosting for an article page: headline, description, dates, author, the
 * site as publisher, the page as main entity and, when the post has one, its social image.
 * `url` and `image` are absolute.
 */
export function blogPostingJsonLd(
  post: JsonLdPost,
  { url, image, publisher }: { url: string; image: string | null; publisher: string },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: headline(post.title),
    description: post.excerpt,
    datePublished: iso(post.published_at),
    dateModified: iso(post.updated_at),
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: publisher },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    ...(image && { image: [image] }),
  };
}
