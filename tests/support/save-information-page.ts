import "server-only";
import { defined } from "@/domain/defined";
import { type PageContent, pageContentSchema } from "@/domain/site/page-content";
import { expireTags } from "@/server/cache/expire-tags";
import { cacheTags } from "@/server/cache/tags";
import type { Db } from "@/server/db/client";
import { pages } from "@/server/db/schema/all";

export class PageContentError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`Invalid page: ${field}: ${message}`);
    this.name = "PageContentError";
  }
}

/**
 * Writes a site's own version of an information page (replacing its default). The content
 * is validated first, naming the first bad field; nothing is written when it is invalid.
 */
export async function saveInformationPage(
  db: Db,
  { site, page }: { site: { id: number }; page: unknown },
): Promise<PageContent> {
  const parsed = pageContentSchema.safeParse(page);
  if (!parsed.success) {
    const issue = defined(parsed.error.issues[0], "the first issue of a failed parse");
    throw new PageContentError(issue.path.join(".") || "(root)", issue.message);
  }
  const content = parsed.data;
  await db
    .insert(pages)
    .values({ website_id: site.id, ...content, updated_at: new Date() })
    .onConflictDoUpdate({
      target: [pages.website_id, pages.slug],
      set: {
        title: content.title,
        description: content.description,
        sections: content.sections,
        updated_at: new Date(),
      },
    });
  await expireTags([cacheTags.sitePages(site.id)]);
  return content;
}
