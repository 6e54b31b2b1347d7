import "server-only";
import { localeFor } from "@/domain/site/locale";
import { pluralise } from "@/domain/site/plural";
import { primaryVehicleNoun } from "@/domain/site/vehicle-noun";
import { conditionLabel } from "@/domain/stock/condition-label";
import { defaultSearchPath } from "@/domain/stock/default-search-path";
import { SEARCH_PAGE_SIZE } from "@/domain/stock/pagination";
import { SEARCH_FILTER_NAMES } from "@/domain/stock/search-filters";
import { vehicleBasePath } from "@/domain/stock/vehicle-paths";
import type { SearchPageTemplatesJson } from "@/server/dashboard/dashboard-types";
import type { Site } from "@/server/sites/site";
import { siteSortOptions } from "@/server/stock/search-cars";

/** How the site's search pages look: template, paths, sorts, filters and labels. */
export function getSearchPageTemplates(site: Site): SearchPageTemplatesJson {
  const { stock, specifications, labels } = site.config;
  const locale = localeFor(site.market);
  const noun = primaryVehicleNoun(site.template, labels.vehicle_noun);
  return {
    website_id: site.id,
    template: site.template,
    market: site.market,
    locale: locale.locale,
    currency: locale.currency,
    distance_unit: locale.distance_unit,
    default_search_path: defaultSearchPath(site.template, stock.default_search_path),
    vehicle_base_path: vehicleBasePath(site.template),
    page_size: SEARCH_PAGE_SIZE,
    default_sort: stock.default_sort,
    sort_options: siteSortOptions(site),
    // The filters the search page offers: the configured ones, or all of them.
    filters: stock.search_filters.length > 0 ? [...stock.search_filters] : [...SEARCH_FILTER_NAMES],
    search_categories: stock.search_categories.map((c) => ({ label: c.label, href: c.href })),
    include_sold_cars_days: stock.include_sold_cars_days,
    just_arrived_days: specifications.just_arrived_days,
    show_fuel_tag: stock.show_fuel_tag,
    certified_logo: stock.certified_logo,
    labels: {
      noun,
      noun_plural: pluralise(noun),
      conditions: {
        new: conditionLabel("new", labels.pre_owned_wording),
        used: conditionLabel("used", labels.pre_owned_wording),
        demo: conditionLabel("demo", labels.pre_owned_wording),
      },
      no_price_text: labels.no_price_text,
      sold_tag_name: specifications.sold_tag_name,
      just_arrived_tag_name: specifications.just_arrived_tag_name,
    },
  };
}
