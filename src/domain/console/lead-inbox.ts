/**
 * The console's leads inbox: the statuses a dealer gives a lead, and the page size.
 */
export const DEALER_LEAD_STATUSES = ["new", "contacted", "appointment", "won", "lost"] as const;

/** Leads on one page of the inbox. */
export const LEADS_PAGE_SIZE = 25;

/** The longest note a dealer keeps on a lead. */
export const MAX_LEAD_NOTE = 2000;

/** The inbox's filters, each a key of the address (?view=leads&status=new&q=ann). */
const LEAD_FILTERS = ["site", "dealership", "category", "status", "from", "to", "q"] as const;

type Route = Readonly<Record<string, string>>;
const isFilter = (key: string) => (LEAD_FILTERS as readonly string[]).includes(key);

/** The filter draft an address starts with: every filter, blank when the address has none. */
export function leadFilterDraft(route: Route): Record<string, string> {
  return Object.fromEntries(LEAD_FILTERS.map((f) => [f, route[f] ?? ""]));
}

/** The list API's query for an address: its filters, and its page when it names one. */
export function leadsListQuery(route: Route): string {
  return new URLSearchParams(
    Object.entries(route).filter(([key, value]) => isFilter(key) || (key === "page" && value !== "")),
  ).toString();
}

/** The CSV download's address: the same filters, every page. */
export function leadsExportHref(route: Route): string {
  return `/console/api/leads/export.csv?${new URLSearchParams(
    Object.entries(route).filter(([key]) => isFilter(key)),
  ).toString()}`;
}

/** The address a draft is applied to: the filters that are filled in. */
export function leadFilterRoute(draft: Readonly<Record<string, string>>): Record<string, string> {
  return { view: "leads", ...Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== "")) };
}

/** How many pages `total` leads take (one at least, so "page 1 of 1" when there are none). */
export function leadPages(total: number): number {
  return Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
}

/** The status line: the count and the page, "Loading…" meanwhile, nothing beside an error. */
export function leadsStatusText(
  result: { total: number; page: number } | null,
  error: string | null,
): string {
  if (result) {
    const pages = leadPages(result.total);
    return `${result.total} lead${result.total === 1 ? "" : "s"}, page ${result.page} of ${pages}`;
  }
  return error ? "" : "Loading…";
}
