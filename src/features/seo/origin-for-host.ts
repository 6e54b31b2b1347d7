import { safeDecodeURIComponent } from "@/domain/tenancy/safe-decode";
import "server-only";
import { hostOrigin } from "@/domain/tenancy/host-origin";
import { env } from "@/env";

/**
 * The origin the shopper reached this site at (scheme and host), for absolute URLs in
 * canonical links, Open Graph tags, JSON-LD, the sitemap and robots.txt. A site answers on
 * its own domain and on {slug}.{platform domain}; each address describes itself.
 *
 * Built from the tenant route segment (the Host, port kept, see proxy.ts) rather than from
 * request headers, so a page that uses it can still be cached.
 */
export function originForHost(routeHost: string): string {
  return hostOrigin(safeDecodeURIComponent(routeHost), env().SITE_URL_SCHEME);
}
