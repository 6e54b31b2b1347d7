import type { SiteTemplateName } from "@/domain/config/site-config";
import type { CarType } from "@/domain/stock/car-facts";
import type { SortOption, SortValue } from "@/domain/stock/search-sort";
import type { CarDetail } from "@/server/stock/car-detail";
import type { SiteModel } from "@/server/stock/list-site-models";

/**
 * The JSON the dashboard data API serves (money in integer cents, dates as ISO
 * text, field names as the spec's). Both DashboardData implementations return exactly these.
 */

/**
 * GET {dashboard}/websites/{website_id}/cars/{slug}.json: a vehicle the site lists (in its
 * stock scope: available, or sold within its window), with everything the vehicle page
 * needs. The API is server-to-server behind the basic credential, so payment processors
 * keep their keys (the site gates reserve on them).
 */
export type DashboardCar = CarDetail;

/** GET {dashboard}/manufacturers/{slug}.json?website_id=: the maker and the models the site shows of it. */
export interface DashboardManufacturer {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  description: string | null;
  website_id: number;
  models: SiteModel[];
}

export type SearchSlugPreset =
  | { kind: "all" }
  | { kind: "condition"; condition: CarType[] }
  | { kind: "dealership"; dealership_id: number; dealership_slug: string; name: string };

/** GET {host}/websites/{id}/pages/search_slugs.json: every /search/{slug} the site answers. */
export interface SearchSlugsJson {
  website_id: number;
  /** Where the site's stock search lives ("/search/used-cars", or "/pre-owned"). */
  default_search_path: string;
  search_slugs: {
    slug: string;
    path: string;
    /** The slug of the default search path. */
    default: boolean;
    /** The slice of stock the slug lists. */
    preset: SearchSlugPreset;
    /** The page's heading, e.g. "Pre-owned Cars for sale". */
    heading: string;
  }[];
}

/** GET {host}/websites/{id}/search_page_templates.json: how the site's search pages are laid out. */
export interface SearchPageTemplatesJson {
  website_id: number;
  template: SiteTemplateName;
  market: "AU" | "NZ" | "US";
  locale: string;
  currency: string;
  distance_unit: "km" | "mi";
  default_search_path: string;
  /** Vehicle pages live under this path (/cars, /motorcycles, /campers). */
  vehicle_base_path: string;
  page_size: number;
  default_sort: SortValue;
  sort_options: SortOption[];
  /** The filters the search page offers, in order. */
  filters: string[];
  search_categories: { label: string; href: string }[];
  include_sold_cars_days: number;
  just_arrived_days: number;
  show_fuel_tag: boolean;
  certified_logo: boolean;
  labels: {
    noun: string;
    noun_plural: string;
    conditions: Record<CarType, string>;
    no_price_text: string;
    sold_tag_name: string;
    just_arrived_tag_name: string;
  };
}

/** GET {host}/api/v1/websites/{id}/website_session_data.json: what a visitor's session starts from. */
export interface WebsiteSessionData {
  website: {
    id: number;
    slug: string;
    name: string;
    template: SiteTemplateName;
    market: "AU" | "NZ" | "US";
    locale: string;
    currency: string;
  };
  features: {
    garage_enabled: boolean;
    auth_enabled: boolean;
    split_testing: boolean;
    offers_subscription: boolean;
  };
  dealerships: { id: number; slug: string; name: string }[];
  search_path: string;
  saved_cars_path: string;
  /** Stock counts, on the same base as the site's search. */
  stock: {
    count: number;
    makes: number;
    models: number;
    car_types: { new: number; used: number; demo: number };
    offers_count: number;
  };
}
