import { findUnsafeQueryParam } from "@/domain/input/input-safety";

/** A Host header: a DNS name or IPv4 address, or an IPv6 literal, with an optional port. */
const VALID_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Why no page or route can make sense of a request, before anything decodes it, or null: a
 * Host that is not a host name, a path with a malformed percent-escape such as /%zz, or a NUL
 * in a query parameter (a search filter, a return link's reference). Answered 400 with this
 * reason, by src/proxy.ts for Next and by Astro's middleware for its pages, alike.
 */
export function malformedRequestReason(request: {
  host: string | null;
  pathname: string;
  searchParams: URLSearchParams;
}): string | null {
  if (request.host !== null && !VALID_HOST.test(request.host.trim()))
    return "The Host header is not a valid host name.";
  try {
    decodeURIComponent(request.pathname);
  } catch {
    return "The path holds a malformed percent-escape.";
  }
  const unsafe = findUnsafeQueryParam(request.searchParams);
  if (unsafe) return `The query parameter ${unsafe.field.slice(0, 60)} ${unsafe.message}.`;
  return null;
}
