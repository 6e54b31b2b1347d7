import type { IncomingHttpHeaders } from "node:http";

/**
 * What the front server refuses before anything reaches Next. Each rule closes a way for one
 * anonymous request to reach another shopper or tenant:
 * - a request target must be a path (origin-form): an absolute URL (`GET http://evil/ …`)
 *   would make Next build redirects to another host;
 * - only the methods the platform answers; `TRACE` and the rest are refused (405);
 * - the path must decode: a malformed percent-escape (`/%zz`) would make every route that
 *   decodes its params fail;
 * - the Host header must be a host name or address with an optional port: no escapes, no
 *   spaces, nothing a path could be built from; and there must be exactly one (RFC 9112 §3.2:
 *   two Host headers are a 400, since each hop could pick a different one);
 * - GET, HEAD, OPTIONS and DELETE carry no body. A body there is how a second request is
 *   smuggled inside the first (RFC 9112 §6.3: the next hop may read it as the next request).
 * Framing conflicts (Content-Length with Transfer-Encoding, a Transfer-Encoding other than
 * chunked) are refused by Node's own HTTP parser before this runs.
 */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS", "DELETE"]);

// A DNS name (letters, digits, hyphens, dots), an IPv4 address, or a bracketed IPv6 address,
// with an optional port.
const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export interface GuardedRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
  /** The headers as received, name and value alternating (Node's rawHeaders). */
  rawHeaders?: string[] | undefined;
}

export interface Refusal {
  status: 400 | 405 | 408 | 413 | 429 | 503;
  message: string;
  headers?: Record<string, string>;
}

/** True when the request declares a body (chunked, or a non-zero length). */
export function declaresBody(headers: IncomingHttpHeaders): boolean {
  return headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;
}

/** The reason to refuse a request, or null when it may go on to Next. */
export function refusalFor(request: GuardedRequest, options: { maxBodyBytes: number }): Refusal | null {
  const method = request.method ?? "";
  if (!(ALLOWED_METHODS as readonly string[]).includes(method))
    return {
      status: 405,
      message: `Method ${method.slice(0, 20)} is not allowed.`,
      headers: { allow: ALLOWED_METHODS.join(", ") },
    };
  const url = request.url ?? "";
  if (!url.startsWith("/") || url.startsWith("//"))
    return { status: 400, message: "The request target must be a path starting with /." };
  if (!decodes(url.split("?", 1)[0] ?? ""))
    return { status: 400, message: "The request path has a malformed percent-escape." };
  const host = request.headers.host;
  if (!host || !HOST_PATTERN.test(host))
    return { status: 400, message: "The Host header is not a valid host." };
  if (hostHeaders(request.rawHeaders) > 1)
    return { status: 400, message: "The request has more than one Host header." };
  if (BODYLESS_METHODS.has(method) && declaresBody(request.headers))
    return { status: 400, message: `A ${method} request must not have a body.` };
  const length = Number(request.headers["content-length"] ?? 0);
  if (length > options.maxBodyBytes)
    return {
      status: 413,
      message: `The request body is too large: the limit is ${formatMegabytes(options.maxBodyBytes)}.`,
    };
  return null;
}

function hostHeaders(rawHeaders: string[] | undefined): number {
  let count = 0;
  for (let i = 0; i < (rawHeaders?.length ?? 0); i += 2)
    if (rawHeaders?.[i]?.toLowerCase() === "host") count++;
  return count;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
