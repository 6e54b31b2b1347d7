/**
 * Lower-case words joined by single hyphens, accents folded, everything else dropped:
 * "General Enquiry" → "general-enquiry", "Vehicle & Budget" → "vehicle-budget".
 * The one slug rule: the /success category, a feed car without a slug, the demo
 * stock.
 */
export function slugify(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
