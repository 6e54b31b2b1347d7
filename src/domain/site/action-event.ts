import { EVENT_IDS, type EventId, type EventKey } from "@/domain/site/event-catalogue";

/** "Finance": the finance pages a link can lead to. */
const FINANCE_PATHS: readonly string[] = [
  "finance",
  "finance-enquiry",
  "apply-for-finance",
  "finance-the-dream",
];

/**
 * "58 finance link click": a click on a link to one of the site's finance pages, from
 * anywhere (header, footer, home tiles, information pages). Only links within the site count
 * (`origin` is the page's own); /pages/finance and a query or anchor are the same page.
 */
export function linkClickEventFor(href: string, origin: string): typeof EVENT_IDS.finance_link_click | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const segments = url.pathname.toLowerCase().split("/").filter(Boolean);
  const [first, second] = segments[0] === "pages" ? segments.slice(1) : segments;
  return first !== undefined && second === undefined && FINANCE_PATHS.includes(first)
    ? EVENT_IDS.finance_link_click
    : null;
}

/**
 * The event an element names in its `data-event` attribute (a key of EVENT_IDS, such as
 * `vehicle_search`), so a server-rendered form or button can say what its action is. A name
 * that is not in the catalogue sends nothing.
 */
export function namedEventId(name: string | null | undefined): EventId | null {
  return name && Object.hasOwn(EVENT_IDS, name) ? EVENT_IDS[name as EventKey] : null;
}
