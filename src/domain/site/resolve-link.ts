/**
 * "Link handling": every href a dealer can configure (navigation, CMS content,
 * buttons) goes through this one function so the header, footer and page bodies agree on
 * what is in-site, what opens a new tab and what is prefetched.
 */

interface LinkRewrite {
  from: string;
  to: string;
}

export interface LinkContext {
  /** Host (with port when not default) the visitor is on, e.g. 'acme.localhost:3000'. */
  siteHost: string;
  use_pages_path: boolean;
  /** Prefix rewrites applied after /pages stripping, e.g. [{from: '/blog', to: '/news'}]. */
  link_rewrites: readonly LinkRewrite[];
  /** Manufacturer dealer links: a host ending with `from` gets that part replaced by `to`. */
  manufacturer_base_domain?: { from: string; to: string } | null;
  /** Defaults to true; some dealers turn prefetching of /my-garage off. */
  prefetch_my_garage?: boolean;
  /** Defaults to true; some dealers turn prefetching of /our-locations off. */
  prefetch_our_locations?: boolean;
}

export type ResolvedLink =
  | { kind: "internal"; href: string; prefetch: boolean }
  | { kind: "hash"; href: string }
  | { kind: "plain"; href: string; newTab: boolean }
  | { kind: "external"; href: string; newTab: true; rel: "noopener noreferrer" };

/** Slugs whose /pages prefix is stripped even on sites that do use a pages path. */
const PAGES_PREFIX_STRIPPED_SLUGS = [
  "privacy-policy",
  "terms-and-conditions",
  "about-us",
  "vehicle-parts-and-accessories",
] as const;

/**
 * Paths that start with one of these are never prefetched: they are heavy (forms, payment
 * providers, manufacturer finance widgets) and rarely the next click. Plain string prefixes,
 * so '/special-offers-2025' counts as a special offers page too.
 */
const NO_PREFETCH_PATH_PREFIXES = [
  "/book-test-drive",
  "/special-offers",
  "/guaranteed-future-value",
  "/manufacturer-finance",
  "/assured",
] as const;

/** Paths containing one of these are never prefetched (manufacturer assured pages have varied prefixes). */
const NO_PREFETCH_PATH_FRAGMENTS = ["assured"] as const;

/** Paths containing one of these are not prefetched unless they also contain an exception. */
const NO_PREFETCH_CONTAINS = ["/models", "checkout", "buy-online"] as const;

/** A blog post or parts page about models or checkout is still a cheap content page. */
const NO_PREFETCH_CONTAINS_EXCEPTIONS = ["/blog", "/parts"] as const;

const MY_GARAGE_PATH = "/my-garage";
const OUR_LOCATIONS_PATH = "/our-locations";

const PLAIN_SCHEMES = ["tel:", "mailto:", "sms:"] as const;
const MAP_SCHEMES = ["maps:", "geo:"] as const;
// Rendering these would run script on click; configured content must never do that.
const UNSAFE_SCHEMES = ["javascript:", "data:", "vbscript:"] as const;

const EXTERNAL_REL = "noopener noreferrer";

export function resolveLink(href: string, ctx: LinkContext): ResolvedLink {
  const raw = href.trim();
  if (raw === "" || raw.startsWith("#")) return { kind: "hash", href: raw === "" ? "#" : raw };

  const lower = raw.toLowerCase();
  if (UNSAFE_SCHEMES.some((s) => lower.startsWith(s))) return { kind: "hash", href: "#" };
  if (PLAIN_SCHEMES.some((s) => lower.startsWith(s))) return { kind: "plain", href: raw, newTab: false };
  if (MAP_SCHEMES.some((s) => lower.startsWith(s))) return { kind: "plain", href: raw, newTab: true };

  const absolute = parseAbsolute(raw);
  if (absolute === null) return internal(raw.startsWith("/") || raw.startsWith("?") ? raw : `/${raw}`, ctx);

  if (absolute.protocol !== "http:" && absolute.protocol !== "https:") {
    // Other app schemes (whatsapp:, sms-like handlers) leave the site like any external link.
    return { kind: "external", href: raw, newTab: true, rel: EXTERNAL_REL };
  }
  if (isMapsUrl(absolute)) return { kind: "plain", href: raw, newTab: true };

  const substituted = substituteBaseDomain(absolute, ctx.manufacturer_base_domain ?? null);
  if (sameSite(substituted.host, ctx.siteHost)) {
    return internal(`${substituted.pathname}${substituted.search}${substituted.hash}`, ctx);
  }
  return {
    kind: "external",
    href: substituted === absolute ? raw : substituted.toString(),
    newTab: true,
    rel: EXTERNAL_REL,
  };
}

function parseAbsolute(raw: string): URL | null {
  // Protocol-relative links are absolute; treat them as https.
  const candidate = raw.startsWith("//") ? `https:${raw}` : raw;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(candidate)) return null;
  try {
    return new URL(candidate);
  } catch {
    return null;
  }
}

/** Google Maps (maps.google.*, google.*\/maps, goo.gl/maps, maps.app.goo.gl) and Apple Maps. */
function isMapsUrl(url: URL): boolean {
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const path = url.pathname.toLowerCase();
  if (host === "maps.apple.com" || host === "maps.app.goo.gl") return true;
  if (/^maps\.google\.[a-z.]+$/.test(host)) return true;
  if (/^google\.[a-z.]+$/.test(host) && (path === "/maps" || path.startsWith("/maps/"))) return true;
  return host === "goo.gl" && path.startsWith("/maps");
}

function substituteBaseDomain(url: URL, rule: { from: string; to: string } | null): URL {
  if (rule === null) return url;
  const host = url.hostname.toLowerCase();
  const from = rule.from.toLowerCase().replace(/^\./, "");
  // Match whole labels only so 'notacme.com' is not rewritten by a rule for 'acme.com'.
  if (host !== from && !host.endsWith(`.${from}`)) return url;
  const next = new URL(url.toString());
  next.hostname = host.slice(0, host.length - from.length) + rule.to.replace(/^\./, "");
  return next;
}

/** www.acme.com.au and acme.com.au are the same dealer site. */
function sameSite(host: string, siteHost: string): boolean {
  const norm = (h: string) => h.toLowerCase().replace(/^www\./, "");
  return norm(host) === norm(siteHost);
}

function internal(path: string, ctx: LinkContext): ResolvedLink {
  const { pathname, rest } = splitPath(path);
  const rewritten = canonicalPathname(
    applyRewrites(stripPagesPrefix(pathname, ctx.use_pages_path), ctx.link_rewrites),
  );
  const href = `${rewritten}${rest}`;
  return { kind: "internal", href, prefetch: shouldPrefetch(rewritten, ctx) };
}

function splitPath(path: string): { pathname: string; rest: string } {
  const cut = path.search(/[?#]/);
  return cut === -1 ? { pathname: path, rest: "" } : { pathname: path.slice(0, cut), rest: path.slice(cut) };
}

function stripPagesPrefix(pathname: string, usePagesPath: boolean): string {
  if (!pathname.toLowerCase().startsWith("/pages/")) return pathname;
  const stripped = pathname.slice("/pages".length);
  if (!usePagesPath) return stripped;
  const firstSegment = stripped.split("/")[1]?.toLowerCase() ?? "";
  return (PAGES_PREFIX_STRIPPED_SLUGS as readonly string[]).includes(firstSegment) ? stripped : pathname;
}

/**
 * The longest matching `from` wins, so '/blog/archive' can be rewritten apart from '/blog'.
 * Prefixes match whole segments: a '/blog' rule leaves '/blogger' alone. A rule from '/'
 * would swallow the whole site, so it is ignored.
 */
function applyRewrites(pathname: string, rewrites: readonly LinkRewrite[]): string {
  let best: { from: string; to: string } | null = null;
  for (const rule of rewrites) {
    const from = trimTrailingSlash(rule.from);
    if (from === "") continue;
    const matches = pathname === from || pathname.startsWith(`${from}/`);
    if (matches && (best === null || from.length > best.from.length)) best = { from, to: rule.to };
  }
  if (best === null) return pathname;
  const tail = pathname.slice(best.from.length);
  const to = trimTrailingSlash(best.to);
  const joined = `${to}${tail}`;
  return joined === "" ? "/" : joined;
}

/**
 * The site answers every page without a trailing slash and redirects the slash form (308), so
 * a configured '/our-locations/' is linked as '/our-locations': no shopper pays for the
 * redirect. The root stays '/'.
 */
function canonicalPathname(pathname: string): string {
  const trimmed = trimTrailingSlash(pathname);
  return trimmed === "" ? "/" : trimmed;
}

/** '/blog/' → '/blog', '/' → '' (so joining '' with a tail keeps one slash). */
function trimTrailingSlash(p: string): string {
  return p.replace(/\/+$/, "");
}

function shouldPrefetch(pathname: string, ctx: LinkContext): boolean {
  const p = pathname.toLowerCase();
  if (NO_PREFETCH_PATH_PREFIXES.some((prefix) => p.startsWith(prefix))) return false;
  if (NO_PREFETCH_PATH_FRAGMENTS.some((fragment) => p.includes(fragment))) return false;
  if (ctx.prefetch_my_garage === false && isUnder(p, MY_GARAGE_PATH)) return false;
  if (ctx.prefetch_our_locations === false && isUnder(p, OUR_LOCATIONS_PATH)) return false;
  const heavy = NO_PREFETCH_CONTAINS.some((fragment) => p.includes(fragment));
  const excepted = NO_PREFETCH_CONTAINS_EXCEPTIONS.some((fragment) => p.includes(fragment));
  return !heavy || excepted;
}

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}
