import { describe, expect, test } from "vitest";
import {
  dealerJsonLd,
  type JsonLdLocation,
  type LocationAddress,
  locationJsonLd,
  type SiteAddress,
  siteLocality,
} from "@/domain/site/dealer-json-ld";
import { DEFAULT_OPENING_HOURS } from "@/domain/site/opening-hours";

const ALEXANDRIA: LocationAddress = {
  street: "12 Euston Rd",
  city: "Sydney",
  state: "NSW",
  postcode: "2015",
};
const PARRAMATTA: LocationAddress = {
  street: "1 Church St",
  city: "Parramatta",
  state: "NSW",
  postcode: "2150",
};

describe("siteLocality: SPEC 3 address {city, state} in the footer's signature", () => {
  test.each<[SiteAddress | null, LocationAddress | null, string | null]>([
    [{ city: "Sydney", state: "NSW" }, null, "Sydney NSW"],
    [{ city: "Sydney", state: "NSW" }, PARRAMATTA, "Sydney NSW"],
    [{ city: "Auckland", state: "Auckland" }, null, "Auckland"],
    [null, PARRAMATTA, "Parramatta NSW"],
    [null, { street: null, city: null, state: "TX", postcode: null }, "TX"],
    [null, null, null],
  ])("address %j, location %j → %j", (address, location, expected) => {
    expect(siteLocality(address, location)).toBe(expected);
  });
});

describe("dealerJsonLd: the site's address is the AutoDealer's town and region", () => {
  const site = {
    name: "Harbour City Motors",
    url: "http://harbourcity.localhost/",
    phone: "02 9000 1234",
    market: "AU" as const,
  };

  test.each<[string, SiteAddress | null, LocationAddress | null, Record<string, unknown> | undefined]>([
    [
      "the address, with the primary location's street and postcode when it is in that town",
      { city: "Sydney", state: "NSW" },
      ALEXANDRIA,
      {
        "@type": "PostalAddress",
        addressCountry: "AU",
        streetAddress: "12 Euston Rd",
        addressLocality: "Sydney",
        addressRegion: "NSW",
        postalCode: "2015",
      },
    ],
    [
      "the address alone when the primary location is elsewhere",
      { city: "Sydney", state: "NSW" },
      PARRAMATTA,
      { "@type": "PostalAddress", addressCountry: "AU", addressLocality: "Sydney", addressRegion: "NSW" },
    ],
    [
      "without an address, the primary location",
      null,
      PARRAMATTA,
      {
        "@type": "PostalAddress",
        addressCountry: "AU",
        streetAddress: "1 Church St",
        addressLocality: "Parramatta",
        addressRegion: "NSW",
        postalCode: "2150",
      },
    ],
    ["neither: no address", null, null, undefined],
  ])("%s", (_case, address, location, expected) => {
    const data = dealerJsonLd({ ...site, address, location });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AutoDealer",
      name: "Harbour City Motors",
      telephone: "02 9000 1234",
    });
    expect(data.address).toEqual(expected);
  });
});

describe("locationJsonLd: each location's LocalBusiness data on the locations page", () => {
  const site = {
    name: "Harbour City Motors",
    url: "http://harbourcity.localhost/our-locations",
    market: "AU" as const,
  };
  const location: JsonLdLocation = {
    name: "Harbour City Toyota",
    types: ["sales", "service"],
    address: { ...ALEXANDRIA, lat: -33.9, long: 151.19, map_url: "https://maps.example/htc" },
    phone: "02 9000 1111",
    email: "sales@htc.example",
    hours: DEFAULT_OPENING_HOURS,
  };

  test("a selling location is an AutoDealer with its address, map, contact and the hours the page shows", () => {
    expect(locationJsonLd(location, site)).toEqual({
      "@context": "https://schema.org",
      "@type": "AutoDealer",
      name: "Harbour City Toyota",
      url: site.url,
      address: {
        "@type": "PostalAddress",
        addressCountry: "AU",
        streetAddress: "12 Euston Rd",
        addressLocality: "Sydney",
        addressRegion: "NSW",
        postalCode: "2015",
      },
      geo: { "@type": "GeoCoordinates", latitude: -33.9, longitude: 151.19 },
      hasMap: "https://maps.example/htc",
      telephone: "02 9000 1111",
      email: "sales@htc.example",
      // The default week: Mon-Fri 8:00am-5:00pm, Sat 8:30am-12:30pm, Sunday closed (left out).
      openingHoursSpecification: [
        ...["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => ({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: `https://schema.org/${day}`,
          opens: "08:00",
          closes: "17:00",
        })),
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: "https://schema.org/Saturday",
          opens: "08:30",
          closes: "12:30",
        },
      ],
      parentOrganization: { "@type": "AutoDealer", name: "Harbour City Motors", url: site.url },
    });
  });

  test.each<[JsonLdLocation["types"], string]>([
    [["service"], "AutoRepair"],
    [["parts"], "AutoPartsStore"],
    [["service", "parts"], "AutoRepair"],
    [["parts", "sales"], "AutoDealer"],
  ])("a location of %j is an %s", (types, type) => {
    expect(locationJsonLd({ ...location, types }, site)["@type"]).toBe(type);
  });

  test("unknown position, phone, email and hours are left out, not invented", () => {
    const data = locationJsonLd(
      {
        ...location,
        address: {
          street: null,
          city: "Sydney",
          state: null,
          postcode: null,
          lat: null,
          long: null,
          map_url: null,
        },
        phone: null,
        email: null,
        hours: [],
      },
      site,
    );
    expect(Object.keys(data).sort()).toEqual(
      ["@context", "@type", "address", "name", "parentOrganization", "url"].sort(),
    );
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      addressCountry: "AU",
      addressLocality: "Sydney",
    });
  });
});
