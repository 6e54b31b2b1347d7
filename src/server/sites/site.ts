import type { Market, SiteConfig, SiteTemplateName } from "@/domain/config/site-config";
import type { ContactDetail, Review } from "@/server/db/schema/tenancy";

/** A location as the site shows it (JSON-safe: cached and sent to client islands). */
export interface SiteLocation {
  id: number;
  location_id: number | null;
  dealership_id: number;
  name: string;
  slug: string;
  position: number;
  location_type: "sales" | "service" | "parts";
  also_types: Array<"sales" | "service" | "parts">;
  primary: boolean;
  visible: boolean;
  contact_detail: ContactDetail;
  dealer_license_number: string | null;
  motor_vehicle_repairer: string | null;
  reviews: { count: number; average_rating: number; items: Review[] };
  time_zone: string;
  address: {
    street: string | null;
    city: string | null;
    state: string | null;
    postcode: string | null;
    lat: number | null;
    long: number | null;
    place_id: string | null;
    place_url: string | null;
    full: string | null;
    map_url: string | null;
  };
}

interface SiteDealership {
  id: number;
  name: string;
  slug: string;
  phone: string | null;
}

/** The tenant: a website row, its validated configuration and what it carries. */
export interface Site {
  id: number;
  slug: string;
  name: string;
  domain_name: string | null;
  url: string | null;
  logo: string | null;
  template: SiteTemplateName;
  market: Market;
  phone: string | null;
  email: string | null;
  dealership_id: number | null;
  manufacturer_id: number | null;
  dealership_group: number | null;
  /** False until Publish in the console: then only staff previewing it see the site. */
  published: boolean;
  config: SiteConfig;
  dealerships: SiteDealership[];
  locations: SiteLocation[];
}
