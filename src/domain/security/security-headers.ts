import type { SiteConfig } from "@/domain/config/site-config";

/**
 * Security headers. Every response carries the fixed set below (next.config.ts
 * adds it to every path); a dealer page narrows the script, connect, image and frame sources
 * to exactly its configured third-party hosts with a second policy in a <meta> element, which
 * the site layout renders from the site's config. Browsers enforce both policies, so the
 * page gets the narrower one. Why not nonces or hashes: docs/decisions/005-security-headers.md.
 */

/** HSTS, sent only on responses a trusted proxy says were served over https. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), usb=(), payment=(self), browsing-topics=()";

type Directives = Array<[string, string[]]>;

function serialise(directives: Directives): string {
  return directives.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/**
 * The origins (scheme://host[:port]) of the third parties a site's config names: the chat
 * script, the assistant provider's script and API (when the site has an assistant), and the
 * analytics origins its ids need (`analyticsOrigins` in domain/site/third-party.ts, passed in:
 * next.config.ts loads this module without the app's import paths). Paths on the site's own
 * host (the demo stand-ins) are 'self' already and add nothing; anything that is not an
 * http(s) URL is ignored.
 */
export function thirdPartyOrigins(config: Pick<SiteConfig, "chat">, analytics: readonly string[]): string[] {
  const urls = [
    config.chat.provider === "none" ? null : config.chat.script_url,
    ...(config.chat.assistant_provider === "none"
      ? []
      : [config.chat.assistant_url, config.chat.assistant_api_url]),
  ];
  const origins = new Set<string>(analytics);
  for (const url of urls) {
    if (!url || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: the site loads nothing from it, so the policy allows nothing for it.
    }
  }
  return [...origins].sort();
}

/**
 * The policy every response carries as a header. Script, connect, image and frame sources
 * allow any https host here because the header is the same for every site (it is set
 * without reading the site); each dealer page narrows them with sitePagePolicy(). Next's
 * inline bootstrap scripts (self.__next_f.push) need 'unsafe-inline' on pages that are
 * cached and shared (no per-request nonce); development adds 'unsafe-eval' and websockets
 * for React's dev tooling and hot reload.
 */
export function baselinePolicy({ dev }: { dev: boolean }): string {
  const directives: Directives = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), "https:"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", "https:"]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...(dev ? ["ws:"] : []), "https:"]],
    ["frame-src", ["'self'", "https:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return serialise(directives);
}

/**
 * A dealer page's own policy (the <meta> element): the site's configured third-party origins
 * and nothing else besides the site itself. No frame-ancestors here (browsers ignore it in
 * a <meta> policy; the header carries it).
 */
export function sitePagePolicy(origins: readonly string[], { dev }: { dev: boolean }): string {
  const directives: Directives = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...origins]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...origins]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...(dev ? ["ws:"] : []), ...origins]],
    ["frame-src", ["'self'", ...origins]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
  ];
  return serialise(directives);
}

/** The fixed security headers of every response (next.config.ts). */
export function securityHeaders({ dev }: { dev: boolean }): Array<{ key: string; value: string }> {
  return [
    { key: "Content-Security-Policy", value: baselinePolicy({ dev }) },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
  ];
}

/**
 * Headers Next adds for its own routing and caching, which tell a client about the inside
 * (x-middleware-rewrite and x-matched-path name the internal /site/{host}/… route). The front
 * server drops them from every response it passes on, cached or not:
 * - every `x-middleware-*` header, `x-matched-path` and `x-powered-by`, always;
 * - every `x-nextjs-*` header, except the few the App Router's client reads from the answer
 *   to its own RSC requests (the `RSC: 1` request header: client navigations and prefetches):
 *   the rewritten path and query (which route the payload belongs to), prerender, stale time
 *   and postponed (how long the router may keep a prefetch). Without them on those answers a
 *   client navigation falls back to a full page load; documents never need them.
 */
const ROUTER_RESPONSE_HEADERS = [
  "x-nextjs-rewritten-path",
  "x-nextjs-rewritten-query",
  "x-nextjs-prerender",
  "x-nextjs-stale-time",
  "x-nextjs-postponed",
] as const;

/** Whether the front server must drop a response header (rscRequest: the request had RSC: 1). */
export function isInternalResponseHeader(name: string, { rscRequest }: { rscRequest: boolean }): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith("x-middleware-") || lower === "x-matched-path" || lower === "x-powered-by")
    return true;
  if (!lower.startsWith("x-nextjs-")) return false;
  return !(rscRequest && (ROUTER_RESPONSE_HEADERS as readonly string[]).includes(lower));
}
