/**
 * Every cache tag, in one place, nested by tenant . Reads tag what they
 * depend on; writes revalidate exactly the tags they touch.
 */
export const cacheTags = {
  sites: "sites",
  site: (websiteId: number) => `site:${websiteId}`,
  siteCars: (websiteId: number) => `site:${websiteId}:cars`,
  dealershipCars: (dealershipId: number) => `dealership:${dealershipId}:cars`,
  car: (carId: number) => `car:${carId}`,
  searchSlugs: "search-slugs",
  careers: "careers",
  /** A site's information page records (pages table). */
  sitePages: (websiteId: number) => `site:${websiteId}:pages`,
  /** A site's blog posts (posts table). */
  sitePosts: (websiteId: number) => `site:${websiteId}:posts`,
} as const;
