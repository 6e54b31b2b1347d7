import type { Market } from "@/domain/config/site-config";
import { type OpeningHours, openingHoursSpecification } from "@/domain/site/opening-hours";

/** "Structure: … address {city, state}": the town and state a dealer site says it is in. */
export interface SiteAddress {
  city: string;
  state: string;
}

/** The site's street address as its primary location has it (all optional in the data). */
export interface LocationAddress {
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
}

function same(a: string | null, b: string): boolean {
  return a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Where the site is, in words (the footer's signature): "Sydney NSW", or just "Auckland" when
 * the region is the city's own name. The site's `address` decides it; without one, the
 * primary location's town and state; null when neither is known.
 */
export function siteLocality(address: SiteAddress | null, location?: LocationAddress | null): string | null {
  const city = address?.city.trim() || location?.city?.trim() || "";
  const state = address?.state.trim() || location?.state?.trim() || "";
  if (city === "") return state === "" ? null : state;
  return state === "" || same(city, state) ? city : `${city} ${state}`;
}

/**
 * schema.org AutoDealer for a site's home page (search engines' business panel). Its town and
 * region are the site's `address`; the street and postcode of its primary location are added
 * only when that location is in the same town and state, so the two never contradict each
 * other. Without an `address`, the primary location's town and state stand in.
 */
export function dealerJsonLd(site: {
  name: string;
  url: string;
  phone: string | null;
  market: Market;
  address: SiteAddress | null;
  location: LocationAddress | null;
}): Record<string, unknown> {
  const { address, location } = site;
  const city = address?.city ?? location?.city ?? null;
  const state = address?.state ?? location?.state ?? null;
  const here =
    location !== null &&
    (address === null || (same(location.city, address.city) && same(location.state, address.state)));
  const postal: Record<string, unknown> = { "@type": "PostalAddress", addressCountry: site.market };
  if (here && location?.street) postal.streetAddress = location.street;
  if (city) postal.addressLocality = city;
  if (state) postal.addressRegion = state;
  if (here && location?.postcode) postal.postalCode = location.postcode;
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name: site.name,
    url: site.url,
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(city || state ? { address: postal } : {}),
  };
}

/** What a location is, as schema.org types it: a dealer sells; a workshop or parts counter alone is not one. */
const LOCATION_TYPE = { sales: "AutoDealer", service: "AutoRepair", parts: "AutoPartsStore" } as const;

export interface JsonLdLocation {
  name: string;
  /** The location's own type first, then its other departments. */
  types: ReadonlyArray<keyof typeof LOCATION_TYPE>;
  address: LocationAddress & { lat: number | null; long: number | null; map_url: string | null };
  phone: string | null;
  email: string | null;
  hours: OpeningHours;
}

/**
 * schema.org LocalBusiness data of one location, for the locations page: an
 * AutoDealer when it sells, else an AutoRepair or AutoPartsStore, with its street address,
 * map position, phone, email and the opening hours the page shows; part of the site's dealer.
 */
export function locationJsonLd(
  location: JsonLdLocation,
  site: { name: string; url: string; market: Market },
): Record<string, unknown> {
  const { address } = location;
  const postal: Record<string, unknown> = { "@type": "PostalAddress", addressCountry: site.market };
  if (address.street) postal.streetAddress = address.street;
  if (address.city) postal.addressLocality = address.city;
  if (address.state) postal.addressRegion = address.state;
  if (address.postcode) postal.postalCode = address.postcode;
  const type = location.types.includes("sales") ? "AutoDealer" : LOCATION_TYPE[location.types[0] ?? "sales"];
  const hours = openingHoursSpecification(location.hours);
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: location.name,
    url: site.url,
    address: postal,
    ...(address.lat !== null && address.long !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: address.lat, longitude: address.long } }
      : {}),
    ...(address.map_url ? { hasMap: address.map_url } : {}),
    ...(location.phone ? { telephone: location.phone } : {}),
    ...(location.email ? { email: location.email } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    parentOrganization: { "@type": "AutoDealer", name: site.name, url: site.url },
  };
}
