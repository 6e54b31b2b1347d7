import type { IncomingHttpHeaders } from "node:http";

/**
 * What the front server may keep in its page microcache, and for how long. Only what Next
 * itself declares shareable is kept: a full document (not a React Server Components request)
 * answered with `s-maxage` (the cached vehicle pages), never a private or cookie-setting
 * answer. Entries live at most `ttlMs` (default 500 ms), so a stock change that revalidates a
 * page in Next still shows within a second.
 */

/** Request headers the App Router sends for client navigations and prefetches (RSC payloads). */
const RSC_REQUEST_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
] as const;

export const MICROCACHE_MAX_BODY_BYTES = 1024 * 1024;

export interface MicrocacheRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
}

/**
 * The cache key of a request, or null when it must always reach Next. `https`: whether a
 * trusted proxy says the request came over https (the answer then carries HSTS, so the two
 * are kept apart, and a client's own X-Forwarded-Proto can fetch neither).
 */
export function microcacheKey(request: MicrocacheRequest, { https = false } = {}): string | null {
  if (request.method !== "GET" || !request.url) return null;
  const { headers } = request;
  if (RSC_REQUEST_HEADERS.some((name) => headers[name] !== undefined)) return null;
  if (headers.authorization !== undefined) return null;
  if (/[?&]_rsc=/.test(request.url)) return null;
  // One spelling of a host: case and a trailing dot make no other entry (ports: withPublicPort).
  const host = (headers.host ?? "").toLowerCase().replace(/\.(?=:\d+$)|\.$/, "");
  // Next compresses per Accept-Encoding, so each encoding is its own entry.
  const encoding = headers["accept-encoding"] ?? "";
  return `${https ? "https" : "http"}\n${host}\n${request.url}\n${encoding}`;
}

/**
 * The Host header as the front server passes it on: a port that is not one the platform is
 * reached on (`publicPorts`, or the port the request arrived on) is dropped. Without this a
 * client could name any port up to 99999 (`westside.localhost:9999`): each one a new entry in
 * the microcache and in Next's own caches (which key on the host), all filled by one client,
 * and a page rendered for a host no shopper uses. The site is found by the host name alone,
 * so the request is still answered, as if it had come without a port.
 */
export function withPublicPort(
  host: string,
  publicPorts: ReadonlySet<number>,
  arrivedOn: number | undefined,
): string {
  const match = /^(.+):(\d+)$/.exec(host);
  if (!match?.[1]) return host;
  const port = Number(match[2]);
  // Written the one way (`:03000` is `:3000`), so a port has one spelling.
  return port === arrivedOn || publicPorts.has(port) ? `${match[1]}:${port}` : match[1];
}

/** How long a response may be served from the microcache (ms), or 0 when it must not be. */
export function microcacheTtl(
  status: number,
  headers: IncomingHttpHeaders,
  options: { ttlMs: number },
): number {
  // Only pages: a not-found answer is never kept, so requests for made-up paths cannot push
  // real pages out of memory.
  if (status !== 200) return 0;
  if (headers["set-cookie"] !== undefined) return 0;
  const length = Number(headers["content-length"] ?? 0);
  if (length > MICROCACHE_MAX_BODY_BYTES) return 0;
  if (!variesOnlyOnKnownHeaders(headers.vary)) return 0;
  const cacheControl = (headers["cache-control"] ?? "").toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl);
  if (!sMaxAge) return 0;
  return Math.min(Number(sMaxAge[1]) * 1000, options.ttlMs);
}

/**
 * The key holds the host, the URL and Accept-Encoding, and RSC requests never use it: an
 * answer that Next says varies on anything else could reach a client that asked for
 * something different, so it is not kept.
 */
const KEYED_VARY = new Set(["accept-encoding", ...RSC_REQUEST_HEADERS]);
function variesOnlyOnKnownHeaders(vary: string | undefined): boolean {
  if (!vary) return true;
  return vary
    .toLowerCase()
    .split(",")
    .map((name) => name.trim())
    .every((name) => name === "" || KEYED_VARY.has(name));
}

/** Hop-by-hop headers (RFC 9110 7.6.1): never forwarded, never stored. */
export const HOP_BY_HOP_HEADERS = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);
