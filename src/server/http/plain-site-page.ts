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
  links: readonly PlainLink[];
}

/**
 * A page in the site's colours that needs no script and no React: its name (to the home page),
 * a heading, what to do next, and the dealer's phone. For the one answer a browser without
 * JavaScript may get outside a rendered page: a page that is not found (Next's not-found
 * document is empty until its script runs; the front server adds this to it,
 * not-found-fallback.ts). The markup is a style sheet, a header and a main, to stand inside
 * another document's body. (A form that cannot be sent is answered by its own page.)
 */
export function plainSitePageBody(site: PlainSite, content: PlainPageContent): string {
  const { primary } = site.config.theme;
  const ink = inkFor(primary);
  const link = readableOnLight(primary);
  const css = `body{margin:0}.fc-plain{margin:0;font-family:system-ui,sans-serif;color:#111827;line-height:1.5}.fc-plain header{background:${primary};color:${ink};padding:1rem}.fc-plain header a{color:${ink};font-weight:800;text-decoration:none;font-size:1.125rem}.fc-plain main{max-width:40rem;margin:2rem auto;padding:0 1rem}.fc-plain main a{color:${link}}.fc-plain .actions a{display:inline-block;margin:0 1rem .5rem 0;font-weight:600}`;
  const paragraphs = (content.paragraphs ?? []).map((text) => `<p>${escapeMarkup(text)}</p>`).join("");
  const links = content.links
    .map(({ href, text }) => `<a href="${escapeMarkup(href)}">${escapeMarkup(text)}</a>`)
    .join("");
  // The number the site's header shows.
  const number = site.phone ?? sitePrimaryLocation(site)?.contact_detail.phone ?? null;
  const phone = number
    ? `<p>Or call us on <a href="tel:${escapeMarkup(number.replace(/[^\d+]/g, ""))}">${escapeMarkup(number)}</a>.</p>`
    : "";
  return `<style>${css}</style><div class="fc-plain"><header><a href="/">${escapeMarkup(site.name)}</a></header><main><h1>${escapeMarkup(content.heading)}</h1>${paragraphs}<p class="actions">${links}</p>${phone}</main></div>`;
}
