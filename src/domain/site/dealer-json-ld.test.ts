import { describe, expect, test } from "vitest";
import {
  dealerJsonLd,
  type LocationAddress,
  type SiteAddress,
  siteLocality,
} from "@/domain/site/dealer-json-ld";

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
