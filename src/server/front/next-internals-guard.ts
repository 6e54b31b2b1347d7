import type { GuardedRequest, Refusal } from "@/server/front/request-guard";

/**
 * Requests that only make sense to Next's own client, in shapes that client never sends, are
 * refused by the front server before Next reads them (Next answers each with a
 * 500). The platform's one Server Action is the lead form's no-JavaScript post, a plain form
 * post checked by the proxy (src/proxy.ts); no page calls an action from a script.
 * - `Next-Action` on any request: a script's Server Action call (400);
 * - `RSC` on anything but GET or HEAD: the client router fetches its payloads with GET (400);
 * - anything but GET or HEAD to a static file (public/, Next's build output, the icons): the
 *   proxy never sees these paths, and Next cannot answer a POST to them (405).
 */
// The paths proxy.ts's matcher leaves out (/media/ excepted: a route handler answers there),
// as prefixes like the matcher's: /favicon.ico/x is not seen by the proxy either.
const STATIC_PREFIXES = [
  "/_next/",
  "/badges/",
  "/fonts/",
  "/payment-icons/",
  "/demo-third-party/",
  "/favicon.ico",
  "/icon.svg",
] as const;
const READS = new Set(["GET", "HEAD"]);

function isStaticFilePath(pathname: string): boolean {
  return STATIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The reason to refuse a request meant for Next's client internals, or null. */
export function nextInternalsRefusal(request: GuardedRequest): Refusal | null {
  const method = request.method ?? "";
  if (request.headers["next-action"] !== undefined)
    return { status: 400, message: "Server Actions are not called by script on this platform." };
  if (request.headers.rsc !== undefined && !READS.has(method))
    return { status: 400, message: `An RSC request is a GET, not a ${method.slice(0, 20)}.` };
  const pathname = (request.url ?? "").split("?", 1)[0] ?? "";
  if (!READS.has(method) && isStaticFilePath(pathname))
    return {
      status: 405,
      message: `A static file answers GET and HEAD, not ${method.slice(0, 20)}.`,
      headers: { allow: "GET, HEAD" },
    };
  return null;
}
