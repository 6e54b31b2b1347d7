import "server-only";
import { siteOriginAt } from "@/server/sites/platform-address";

/**
 * The origin the shopper reached this site at (scheme and host), for absolute URLs in
 * canonical links, Open Graph tags, JSON-LD, the sitemap and robots.txt. A site answers on
 * its own domain and on {slug}.{platform domain}; each address describes itself.
 *
 * Built from the tenant route segment (the Host, see proxy.ts) rather than from request
 * headers, so a page that uses it can still be cached; only its host name is used, with the
 * configured PUBLIC_PORT and scheme (siteOriginAt): a forged Host port never reaches a link.
 */
export function originForHost(routeHost: string): string {
  return siteOriginAt(routeHost);
}
