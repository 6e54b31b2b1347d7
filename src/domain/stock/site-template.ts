import { SITE_TEMPLATES, type SiteTemplateName } from "@/domain/config/site-config";

/** The site templates are defined once, with the site configuration. */
export type SiteTemplate = SiteTemplateName;

export function isSiteTemplate(value: unknown): value is SiteTemplate {
  return typeof value === "string" && (SITE_TEMPLATES as readonly string[]).includes(value);
}
