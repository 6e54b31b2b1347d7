import "server-only";
import { inkFor, readableOnLight } from "@/domain/config/theme";
import { escapeMarkup } from "@/domain/security/escape-markup";
import type { Site } from "@/server/sites/site";
import { sitePrimaryLocation } from "@/server/sites/site-primary-location";

type PlainSite = Pick<Site, "name" | "phone" | "config" | "locations" | "dealership_id">;

interface PlainLink {
  href: string;
  text: string;
}

export interface PlainPageContent {
  heading: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs?: readonly string[];
  /** `role="alert"` on the first paragraph: the page answers something the shopper did. */
  alert?: boolean;
  /** A list of `name: text` items, e.g. the fields to fix. */
  items?: Readonly<Record<string, string>>;
  links: readonly PlainLink[];
}

/**
 * A page in the site's colours that needs no script and no React: its name (to the home page),
 * a heading, what to do next, and the dealer's phone. For the answers a browser without
 * JavaScript may get outside a rendered page: a form that could not be sent, and a page that
 * is not found (Next's not-found document is empty until its script runs). The markup is a
 * style sheet, a header and a main, to stand as a whole document's body or inside another.
 */
export function plainSitePageBody(site: PlainSite, content: PlainPageContent): string {
  const { primary } = site.config.theme;
  const ink = inkFor(primary);
  const link = readableOnLight(primary);
  const css = `body{margin:0}.fc-plain{margin:0;font-family:system-ui,sans-serif;color:#111827;line-height:1.5}.fc-plain header{background:${primary};color:${ink};padding:1rem}.fc-plain header a{color:${ink};font-weight:800;text-decoration:none;font-size:1.125rem}.fc-plain main{max-width:40rem;margin:2rem auto;padding:0 1rem}.fc-plain main a{color:${link}}.fc-plain .actions a{display:inline-block;margin:0 1rem .5rem 0;font-weight:600}`;
  const [first, ...rest] = content.paragraphs ?? [];
  const paragraphs = [
    first === undefined ? "" : `<p${content.alert ? ' role="alert"' : ""}>${escapeMarkup(first)}</p>`,
    ...rest.map((text) => `<p>${escapeMarkup(text)}</p>`),
  ].join("");
  const items = Object.entries(content.items ?? {})
    .map(([name, text]) => `<li><strong>${escapeMarkup(name)}</strong>: ${escapeMarkup(text)}</li>`)
    .join("");
  const links = content.links
    .map(({ href, text }) => `<a href="${escapeMarkup(href)}">${escapeMarkup(text)}</a>`)
    .join("");
  // The number the site's header shows.
  const number = site.phone ?? sitePrimaryLocation(site)?.contact_detail.phone ?? null;
  const phone = number
    ? `<p>Or call us on <a href="tel:${escapeMarkup(number.replace(/[^\d+]/g, ""))}">${escapeMarkup(number)}</a>.</p>`
    : "";
  return `<style>${css}</style><div class="fc-plain"><header><a href="/">${escapeMarkup(site.name)}</a></header><main><h1>${escapeMarkup(content.heading)}</h1>${paragraphs}${items ? `<ul>${items}</ul>` : ""}<p class="actions">${links}</p>${phone}</main></div>`;
}

/** The same page as a whole HTML document. */
export function plainSitePage(site: PlainSite, content: PlainPageContent): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(content.heading)} | ${escapeMarkup(site.name)}</title></head><body style="margin:0">${plainSitePageBody(site, content)}</body></html>`;
}
