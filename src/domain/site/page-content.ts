import { z } from "zod";

/**
 * An information page as a dealer edits it (a row of `pages`): validated on write so a page
 * that renders is a page that was accepted. Links go through resolveLink like any other
 * configured link, so they are in-site paths, tel:/mailto:/maps or external URLs.
 */

const pageLinkSchema = z.object({ label: z.string().min(1), href: z.string().min(1) }).strict();

export const pageSectionSchema = z
  .object({
    heading: z.string().min(1).optional(),
    body: z.array(z.string()).default([]),
    list: z.array(z.string().min(1)).optional(),
    links: z.array(pageLinkSchema).optional(),
  })
  .strict();

/** The page's slug: its path without the leading slash or /pages prefix ('about-us'). */
const pageSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, like about-us");

export const pageContentSchema = z
  .object({
    slug: pageSlugSchema,
    title: z.string().trim().min(1, "is required"),
    description: z.string().nullable().default(null),
    sections: z.array(pageSectionSchema).default([]),
  })
  .strict();

export type PageSection = z.output<typeof pageSectionSchema>;
export type PageContent = z.output<typeof pageContentSchema>;
