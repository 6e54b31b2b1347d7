import { parseTenantHost } from "@/domain/tenancy/parse-tenant-host";

/**
 * Which renderer answers a request while the sites move from Next to Astro
 * (docs/decisions/020-astro-islands.md). The front server asks this for every request it
 * forwards.
 *
 * - `/_astro/…` on any host: the assets Astro's build emits (hashed, immutable).
 * - `GET|HEAD /healthz/renderer` on the platform host: the renderer's own liveness page. The
 *   rest of the platform host (the directory, the console, the APIs) is still Next's.
 * - On a dealer site's host, every page (GET, HEAD and POST: a lead form posts to its own page
 *   without JavaScript, ADR 013) is Astro's: home, search, vehicles and their reserve pages,
 *   models, the lead-form and information pages, the blog wherever the site keeps it, saved
 *   cars, sign-in and account, compare, and the catch-all (src/astro/pages/[...path].astro)
 *   that looks a path up as Next's did (blog, information page, model at its own path) and
 *   answers the site's 404 when nothing matches. What stays with Next there:
 *   - its routes that are not pages yet: `/api/…`, `/checkout-journey` (the purchase journey
 *     and its steps), `/console-preview`, `/demo-assistant/…`, `/feeds/…`, `/mock/…`,
 *     `/robots.txt`, `/sitemap.xml` and `/site-icon.svg`;
 *   - the static files every site shares (`/_next/…`, `/media/…`, `/fonts/…`, the icons and
 *     badges), which src/proxy.ts never rewrites to a site;
 *   - a path Next redirects before any route sees it, to the same path with one slash less
 *     (308): a trailing slash (`/about-us/`) or a doubled one (`/a//b`); the redirect's
 *     request then comes back here and goes to Astro;
 *   - every other method (PUT, DELETE, OPTIONS…), which Next refuses for a page.
 */
export type Renderer = "astro" | "next";

const ASTRO_ASSETS = "/_astro/";
const PLATFORM_PAGES = new Set(["/healthz/renderer"]);
/** Next's routes on a dealer site's host that are not pages: the path itself and all below it. */
// biome-ignore format: one path a line, so routes moved one by one merge cleanly.
const NEXT_SITE_ROUTES = [
  "/api",
  "/checkout-journey",
  "/console-preview",
  "/demo-assistant",
  "/feeds",
  "/mock",
  "/robots.txt",
  "/sitemap.xml",
  "/site-icon.svg",
  // The shared static files (src/proxy.ts's matcher leaves them to Next's public folder).
  "/_next",
  "/media",
  "/fonts",
  "/demo-third-party",
  "/payment-icons",
  "/badges",
  "/favicon.ico",
  "/icon.svg",
];

function isNextSiteRoute(pathname: string): boolean {
  return NEXT_SITE_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

/** A path Next answers with a 308 to the same path with one slash less, before routing. */
function nextRedirects(pathname: string): boolean {
  return (pathname.length > 1 && pathname.endsWith("/")) || pathname.includes("//");
}

export function rendererFor(
  request: { method: string; host: string | null | undefined; path: string },
  platformDomain: string,
): Renderer {
  const pathname = request.path.split("?")[0] ?? "";
  const { method } = request;
  if (method !== "GET" && method !== "HEAD" && method !== "POST") return "next";
  const tenant = parseTenantHost(request.host, platformDomain);
  if (method !== "POST" && pathname.startsWith(ASTRO_ASSETS)) return "astro";
  if (tenant.kind === "platform") return method !== "POST" && PLATFORM_PAGES.has(pathname) ? "astro" : "next";
  if (tenant.kind !== "site" || !pathname.startsWith("/")) return "next";
  if (isNextSiteRoute(pathname) || nextRedirects(pathname)) return "next";
  return "astro";
}
