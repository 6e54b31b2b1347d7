import "server-only";
import { localeFor } from "@/domain/site/locale";
import { defaultSearchPath } from "@/domain/stock/default-search-path";
import type { WebsiteSessionData } from "@/server/dashboard/dashboard-types";
import type { Db } from "@/server/db/client";
import type { Site } from "@/server/sites/site";
import { countSiteStock } from "@/server/stock/count-site-stock";

/**
 * What a visitor's session on the site starts from: identity, feature flags, dealerships,
 * and the site's stock counts (count, makes, models, car types; offers count).
 */
export async function getWebsiteSessionData(
  db: Db,
  site: Site,
  now = new Date(),
): Promise<WebsiteSessionData> {
  const { flags } = site.config;
  const locale = localeFor(site.market);
  return {
    website: {
      id: site.id,
      slug: site.slug,
      name: site.name,
      template: site.template,
      market: site.market,
      locale: locale.locale,
      currency: locale.currency,
    },
    features: {
      garage_enabled: flags.garage_enabled,
      auth_enabled: flags.auth_enabled,
      split_testing: flags.split_testing,
      offers_subscription: flags.offers_subscription,
    },
    dealerships: site.dealerships.map((d) => ({ id: d.id, slug: d.slug, name: d.name })),
    search_path: defaultSearchPath(site.template, site.config.stock.default_search_path),
    saved_cars_path: site.config.saved_cars_path,
    stock: await countSiteStock(db, { site, now }),
  };
}
