import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { DEMO_SITES } from "../../seed/demo-sites";
import { defined } from "../../src/domain/defined";

export const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The local mail outbox, narrowed to the mails whose recipient, subject or text contains
 * `search` (a test's own address or marker), so a test finds its mail however many others
 * the run has sent.
 */
export function outboxUrl(search: string): string {
  return `http://localhost:${PORT}/mail?q=${encodeURIComponent(search)}`;
}

/** Browser address of a demo site: Chromium resolves *.localhost to the loopback itself. */
export function siteUrl(slug: string, path = "/"): string {
  return `http://${slug}.localhost:${PORT}${path}`;
}

export async function visitSite(page: Page, slug: string, path = "/") {
  const response = await page.goto(siteUrl(slug, path));
  await loadIslandsHydrated(page);
  return defined(response, `the response to ${slug} ${path}`);
}

/**
 * On an Astro page whose scripts run: waits until its `client:load` islands (a form page's
 * form) have hydrated. Next hydrated the whole page before its load event; an island loads its
 * module after it, so a test acting at once could beat it, and a form submitted then posts
 * without JavaScript (a path of its own, with its own tests and a 3-an-hour allowance per
 * site). A page with no island, a Next page, or a browser without JavaScript returns at once.
 */
export async function loadIslandsHydrated(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            customElements.get("astro-island") === undefined ||
            document.querySelector('astro-island[client="load"][ssr]') === null,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Node cannot resolve *.localhost, so API calls go to 127.0.0.1 with the Host header. */
export function hostHeaders(slug: string): Record<string, string> {
  return { host: `${slug}.localhost:${PORT}` };
}

export async function apiGet(request: APIRequestContext, slug: string, path: string) {
  return request.get(`http://127.0.0.1:${PORT}${path}`, { headers: hostHeaders(slug) });
}

/**
 * Every vehicle card of a site's search, page by page as the cached search serves it (page 1 at
 * the bare address, ?page=1 redirects there; past the last page is a 404), with its badge.
 */
export async function searchCards(
  request: APIRequestContext,
  slug: string,
  searchPath: string,
): Promise<{ slug: string; badge: string | null }[]> {
  const cards: { slug: string; badge: string | null }[] = [];
  for (let page = 1; page < 20; page++) {
    const res = await apiGet(request, slug, page === 1 ? searchPath : `${searchPath}?page=${page}`);
    if (page > 1 && res.status() === 404) break;
    expect(res.status()).toBe(200);
    const articles = (await res.text()).split("<article").slice(1);
    if (articles.length === 0) break;
    for (const article of articles) {
      const car = /href="\/cars\/([A-Za-z0-9_-]+)"/.exec(article)?.[1];
      if (car) cards.push({ slug: car, badge: /data-badge="([a-z-]+)"/.exec(article)?.[1] ?? null });
    }
  }
  return cards;
}

export interface DirectorySite {
  id: number;
  slug: string;
  name: string;
  template: string;
  market: string;
  domain_name: string | null;
  url: string;
  /** The site's configured look, as stored (hex colours, hero style). */
  theme: {
    primary: string;
    accent: string;
    hero_style: string;
    tagline: string;
    font: string;
    logo_mark: string | null;
  };
}

const SEEDED = new Set(DEMO_SITES.map((site) => site.slug));

/**
 * The seed's demo sites, as the platform's directory lists them. A site another test made (the
 * console's onboarding walk publishes one) is left out, so checks over "every demo site" see
 * the same eleven whatever ran before them.
 */
export async function listDemoSites(request: APIRequestContext): Promise<DirectorySite[]> {
  const res = await request.get(`http://127.0.0.1:${PORT}/api/sites`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { sites: DirectorySite[] }).sites.filter((site) => SEEDED.has(site.slug));
}

/** Fails the test with axe's own report when the page has any violation. */
export async function expectNoAxeViolations(page: Page) {
  // A page that calls notFound() is server-rendered by Next as a bare error document
  // (<html id="__next_error__">, no lang, no content) and filled in by hydration; checking
  // that transient document is what made an axe run flaky. Judge the page the shopper sees.
  await page.waitForFunction(() => document.documentElement.id !== "__next_error__");
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/** The distinct same-site paths (with query) the links in a page's `#main` lead to. */
export async function ownBodyLinks(page: Page, slug: string): Promise<string[]> {
  const hrefs = await page
    .locator("#main a[href]")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(siteUrl(slug)).origin;
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === origin)
        .map((url) => url.pathname + url.search),
    ),
  ];
}

/** Each path fetched on the site's host; those answering 400 or more, with their status. */
export async function brokenLinks(request: APIRequestContext, slug: string, paths: readonly string[]) {
  const broken: string[] = [];
  for (const path of paths) {
    const answer = await request.get(`http://127.0.0.1:${PORT}${path}`, { headers: hostHeaders(slug) });
    if (answer.status() >= 400) broken.push(`${path}: ${answer.status()}`);
  }
  return broken;
}
