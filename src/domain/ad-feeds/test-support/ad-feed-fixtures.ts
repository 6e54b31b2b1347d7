// Rows and sites for the ad feed tests: a car as the server selects it, and a site with one
// location, each overridable.
import {
  addToFeedReport,
  adFeedIssues,
  type FeedReport,
  finishFeedReport,
  startFeedReport,
} from "@/domain/ad-feeds/ad-feed-report";
import {
  type AdFeedAvailability,
  type AdFeedCarRow,
  type AdFeedLocation,
  type AdFeedName,
  type AdFeedSite,
  adFeedVehicle,
} from "@/domain/ad-feeds/ad-feed-vehicle";
import { parseSiteConfig, type SiteConfigInput } from "@/domain/config/site-config";

const LOCATION: AdFeedLocation = {
  id: 7,
  slug: "harbour-city-toyota-alexandria",
  name: "Alexandria",
  phone: "02 9000 1000",
  street: "1 O'Riordan St",
  city: "Alexandria",
  state: "NSW",
  postcode: "2015",
  lat: -33.9,
  long: 151.19,
};

export function feedRow(patch: Partial<AdFeedCarRow> = {}): AdFeedCarRow {
  return {
    id: 101,
    slug: "2021-toyota-hilux-sr5-hct1001",
    make: "Toyota",
    model: "Hilux",
    series: "SR5",
    badge: null,
    year: 2021,
    km: 45_210,
    vin: "JTEBR3FJ10K123456",
    stocknum: "HCT1001",
    car_type: "used",
    certified: false,
    price: 4_599_000,
    offer_price: null,
    offer_extra: null,
    simple_fuel: null,
    fuel: "Diesel",
    body: "Ute",
    transmission: "Automatic",
    drive: "4x4",
    colour: "Glacier White",
    description: "One owner, full service history.",
    primary_image_url: "/media/cars/hilux-1.jpg",
    images: [1, 2, 3, 4].map((n) => ({
      url: `/media/cars/hilux-${n}.jpg`,
      thumb: `/media/cars/hilux-${n}-t.jpg`,
    })),
    dealership_id: 3,
    location_id: LOCATION.id,
    listed_on: "2030-05-01",
    ...patch,
  };
}

export function feedSite(
  patch: Partial<Omit<AdFeedSite, "feeds">> = {},
  config: SiteConfigInput = {},
): AdFeedSite {
  return {
    origin: "https://harbourcity.example",
    name: "Harbour City Motor Group",
    template: "group",
    market: "AU",
    feeds: parseSiteConfig(config).feeds,
    locations: new Map([[LOCATION.id, LOCATION]]),
    dealerships: new Map([
      [3, { id: 3, slug: "harbour-city-toyota", name: "Harbour City Toyota", phone: "02 9000 0000" }],
    ]),
    ...patch,
  };
}

/** The report of one feed over a site's feed rows, in one go (the server folds batch by batch). */
export function adFeedReport(
  rows: Iterable<AdFeedCarRow>,
  site: AdFeedSite,
  feed: AdFeedName,
  availability: AdFeedAvailability,
): FeedReport {
  const builder = startFeedReport(feed, availability);
  if (availability.ok) {
    for (const row of rows) {
      const vehicle = adFeedVehicle(row, site, feed);
      addToFeedReport(builder, vehicle, adFeedIssues(vehicle, feed, site.template));
    }
  }
  return finishFeedReport(builder);
}
