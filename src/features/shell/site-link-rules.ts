import type { SiteLinkRules } from "@/components/ui/site-link";
import { siteLinkRewrites } from "@/domain/blog/blog";
import type { Site } from "@/server/sites/site";

/**
 * "Link handling": a site's link rules, from site.config.links and the host the shopper is on.
 * Worked out once per page on the server and handed to every SiteLink, and to every island
 * that draws links, as a prop (plain data, so it crosses into an island unchanged).
 */
export function siteLinkRules(site: Site, requestHost: string): SiteLinkRules {
  const { links } = site.config;
  return {
    siteHost: requestHost,
    use_pages_path: links.use_pages_path,
    link_rewrites: siteLinkRewrites(site.config),
    manufacturer_base_domain: links.manufacturer_base_domain,
    prefetch_my_garage: links.prefetch_my_garage,
    prefetch_our_locations: links.prefetch_our_locations,
  };
}
