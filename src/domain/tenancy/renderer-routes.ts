import { parseTenantHost } from "@/domain/tenancy/parse-tenant-host";

/**
 * Which renderer answers a request while the sites move from Next to Astro one page family at
 * a time (docs/decisions/020-astro-islands.md). The front server asks this for every request
 * it forwards; a family is listed here once its browser tests pass on Astro, and whatever is
 * not listed stays on Next.
 *
 * Moved so far:
 * - `/_astro/…` on any host: the assets Astro's build emits (hashed, immutable).
 * - `GET|HEAD /healthz/renderer` on the platform host: the renderer's own liveness page.
 * - `GET|HEAD /models` on a dealer site's host: the site's model list (its 404s too: an
 *   unknown site, a site without model pages). Exactly that path: `/models/` stays with Next,
 *   which redirects it to `/models`.
 * - `GET|HEAD|POST /models/{slug}` (one segment) and `GET|HEAD /range` on a dealer site's host:
 *   a model page (its 404s: an unknown model, a site without model pages) with its test drive
 *   booking, whose form posts to the page without JavaScript (ADR 013, as the lead-form
 *   pages), and the maker's range. `/models/{slug}/` and deeper stay with Next; so do the
 *   model pages at a path of their own (`/{model slug}`, the model's path: Next's catch-all,
 *   where only the site's data tells a model from another kind of page).
 * - `GET|HEAD /success`, `/my-garage` and `/unsubscribe` on a dealer site's host: the form
 *   confirmation, the garage's saved cars (and its 307 to `?tab=saved-cars`), and the alert
 *   emails' unsubscribe page (its form posts to `/api/auth/unsubscribe`, on Next); their 404s too.
 * - `GET|HEAD /` on a dealer site's host: the site's home page (an unknown site's "Site not
 *   found" too). The query does not matter (`/?utm_source=…` is the home page); the platform
 *   host's `/` (the directory) stays with Next.
 * - `GET|HEAD /search`, `/search/{slug}` and `/pre-owned` on a dealer site's host: the stock
 *   search family (the index's redirect to the site's default search, the slug landing pages
 *   with their canonical 308s, cached and per-request searches, their 404s). `/search/{slug}`
 *   is one segment, as Next's route was: `/search/a/b` and `/search/` stay with Next (its
 *   catch-all 404 and trailing-slash redirect); form posts to these paths stay with Next.
 * - `GET|HEAD /about-us`, `/privacy-policy`, `/terms-and-conditions` and `/our-locations` on a
 *   dealer site's host: the information pages every site has (its record or the template's
 *   default; the locations page lists the site's locations after it), and `/pages/{same}`
 *   (a 308 to the stripped address, or the locations page on a site with a pages path), in
 *   src/astro/pages/[...path].astro.
 *   Named one by one, not matched by pattern: a path of Next's catch-all may be the blog (at the
 *   path the site's settings say), a page only some templates or dealers have, or a model page
 *   (its test-drive form), and only the site's data tells which; these four are always
 *   information pages
 *   (every template has them), so Next's lookup order (blog, information, model) cannot pick
 *   anything else but a blog configured at one of them (Astro looks in the same order).
 * - `GET|HEAD /blog` and `/blog/{slug}` on a dealer site's host: the blog where the settings
 *   leave it (`blogs.path` "/blog", the default), its list, posts and 404s; on a site that keeps
 *   it elsewhere, the 308 there (`/news`, which stays with Next, as does `/news/{slug}`). One
 *   segment after /blog, as a post's slug is; `/blog/` and deeper paths stay with Next. Where
 *   a site has no blog at /blog, Next would go on to an information page (Astro does too) or a
 *   model page at that path (Astro does too, after them: a model whose slug or path is /blog
 *   or /blog/x; its form's post to that path is Next's).
 * - `GET|HEAD|POST /contact`, `/book-test-drive`, `/service`, `/finance-enquiry`,
 *   `/apply-for-finance`, `/finance`, `/finance/pre-approval`, `/vehicle-parts-and-accessories`,
 *   `/trade-in`, `/cars/trade-in`, `/contact-us/{location}`, `/sell-my-car`, `/finance-the-dream`
 *   and `/pages/book-a-service` on a dealer site's host: the lead-form pages, with their forms'
 *   posts without JavaScript (ADR 013; the page runs the intake and answers 303 or itself again,
 *   each step of a multi-step form in turn). Exactly those paths: with a trailing slash they stay
 *   with Next, which redirects them (`/book-a-service`, where a site without a pages path links
 *   `/pages/book-a-service`, is the catch-all's); the other pages with a lead form (a vehicle, a
 *   model at its own path) have not moved.
 * - `GET|HEAD|POST /careers`, `/current-positions` and `/special-offers` on a dealer site's host,
 *   and `/pages/{same}` (a 308 to the stripped address, or the page on a site with a pages path):
 *   the information pages with a list and a lead form (the careers enquiry; the offers sign-up
 *   on sites with offers_subscription, elsewhere a post is answered as a GET, as Next did), in
 *   src/astro/pages/[...path].astro. Every template has these three, so Next's lookup could not
 *   fall through them to a model page; other spellings (`/Pages/careers`, escapes, a trailing
 *   slash) stay with Next's catch-all, which still renders or redirects them.
 * - `GET|HEAD /saved`, `/sign-in` and `/account` on a dealer site's host: the shopper's saved
 *   cars at the my-area path (the garage's page, moved above), sign-in and the account page, and
 *   their 404s (a site whose saved cars live in the garage, a site without accounts). Only the
 *   pages: their forms and buttons call `/api/auth/…`, which stays with Next, as do posts to these
 *   paths. Exactly those paths (no trailing slash).
 * - `GET|HEAD|POST /cars/{slug}`, `/motorcycles/{slug}` and `/campers/{slug}` (one segment) on a
 *   dealer site's host: a vehicle's page (cached whole, as Next's ISR kept it), the helpful 404 of
 *   a sold or unknown one (and of any slug at a base path the site's template does not use), and
 *   its enquiry form's post without JavaScript. `/cars/{slug}/` with its trailing slash and deeper
 *   paths stay with Next (its 404 and trailing-slash redirect).
 * - `GET|HEAD /cars/{slug}/checkout` and `/cars/{slug}/buy-online` (whichever the site reserves
 *   at) and their `/return` pages on a dealer site's host: the reserve page (its form calls
 *   `/api/reservations`, on Next) and the page the payment provider sends the shopper back to;
 *   their 404s (the vehicle's helpful one for a car the site does not list).
 * - `GET|HEAD /compare` on a dealer site's host: the comparison its address names
 *   (`?ids=12,40`), or the bare page that explains itself, with no island (one plain script
 *   keeps the device's list and the page together); its Remove links are plain links.
 */
export type Renderer = "astro" | "next";

const ASTRO_ASSETS = "/_astro/";
const PLATFORM_PAGES = new Set(["/healthz/renderer"]);
// biome-ignore format: one path a line, so page families moved side by side merge cleanly.
const SITE_PAGES = new Set([
  "/",
  "/models",
  "/success",
  "/my-garage",
  "/unsubscribe",
  "/search",
  "/pre-owned",
  "/about-us",
  "/privacy-policy",
  "/terms-and-conditions",
  "/pages/about-us",
  "/pages/privacy-policy",
  "/pages/terms-and-conditions",
  "/our-locations",
  "/pages/our-locations",
  "/blog",
  "/range",
  "/saved",
  "/sign-in",
  "/account",
  "/compare",
]);
// Pages whose form posts to the page itself (the lead forms without JavaScript): GET, HEAD and POST.
// biome-ignore format: one path a line, so page families moved side by side merge cleanly.
const SITE_FORM_PAGES = new Set([
  "/contact",
  "/book-test-drive",
  "/service",
  "/finance-enquiry",
  "/apply-for-finance",
  "/finance",
  "/finance/pre-approval",
  "/vehicle-parts-and-accessories",
  "/trade-in",
  "/cars/trade-in",
  "/sell-my-car",
  "/finance-the-dream",
  "/pages/book-a-service",
  "/careers",
  "/current-positions",
  "/special-offers",
  "/pages/careers",
  "/pages/current-positions",
  "/pages/special-offers",
]);
// biome-ignore format: one pattern a line, so page families moved side by side merge cleanly.
const SITE_FORM_PAGE_PATTERNS: readonly RegExp[] = [
  /^\/contact-us\/[^/]+$/,
  /^\/models\/[^/]+$/,
  /^\/(?:cars|motorcycles|campers)\/[^/]+$/,
];
// Families whose paths carry a slug or a rest; each pattern matches the whole path (no query).
// biome-ignore format: one pattern a line, so page families moved side by side merge cleanly.
const SITE_PAGE_PATTERNS: readonly RegExp[] = [
  /^\/search\/[^/]+$/,
  /^\/blog\/[^/]+$/,
  /^\/cars\/[^/]+\/(?:checkout|buy-online)(?:\/return)?$/,
];

export function rendererFor(
  request: { method: string; host: string | null | undefined; path: string },
  platformDomain: string,
): Renderer {
  const pathname = request.path.split("?")[0] ?? "";
  const formPage = SITE_FORM_PAGES.has(pathname) || SITE_FORM_PAGE_PATTERNS.some((p) => p.test(pathname));
  if (request.method === "POST")
    return formPage && parseTenantHost(request.host, platformDomain).kind === "site" ? "astro" : "next";
  if (request.method !== "GET" && request.method !== "HEAD") return "next";
  if (pathname.startsWith(ASTRO_ASSETS)) return "astro";
  const tenant = parseTenantHost(request.host, platformDomain);
  if (tenant.kind === "platform" && PLATFORM_PAGES.has(pathname)) return "astro";
  if (
    tenant.kind === "site" &&
    (SITE_PAGES.has(pathname) || formPage || SITE_PAGE_PATTERNS.some((p) => p.test(pathname)))
  )
    return "astro";
  return "next";
}
