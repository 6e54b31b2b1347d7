import { describe, expect, test } from "vitest";
import { type LinkContext, type ResolvedLink, resolveLink } from "@/domain/site/resolve-link";

const base: LinkContext = {
  siteHost: "acme.localhost:3000",
  use_pages_path: false,
  link_rewrites: [],
};
const withPages: LinkContext = { ...base, use_pages_path: true };
const manufacturerSite: LinkContext = {
  siteHost: "www.acme.com.au",
  use_pages_path: true,
  link_rewrites: [{ from: "/blog", to: "/news" }],
  manufacturer_base_domain: { from: "brand-dealers.com.au", to: "acme.com.au" },
};

const internal = (href: string, prefetch = true): ResolvedLink => ({ kind: "internal", href, prefetch });
const external = (href: string): ResolvedLink => ({
  kind: "external",
  href,
  newTab: true,
  rel: "noopener noreferrer",
});

describe("resolveLink: SPEC 2 'Internal paths and hash links navigate within the site'", () => {
  test.each<[string, LinkContext, ResolvedLink]>([
    ["/search/used-cars", base, internal("/search/used-cars")],
    [
      "/search/used-cars?make=Toyota&sort=latest",
      base,
      internal("/search/used-cars?make=Toyota&sort=latest"),
    ],
    ["/cars/2020-toyota-corolla#vehicle-map", base, internal("/cars/2020-toyota-corolla#vehicle-map")],
    ["contact", base, internal("/contact")],
    ["#vehicle-map", base, { kind: "hash", href: "#vehicle-map" }],
    ["#finance-form", base, { kind: "hash", href: "#finance-form" }],
    ["", base, { kind: "hash", href: "#" }],
  ])("%s → %o", (href, ctx, expected) => {
    expect(resolveLink(href, ctx)).toEqual(expected);
  });
});

describe("resolveLink: absolute links to the site's own host become internal paths", () => {
  test.each<[string, LinkContext, ResolvedLink]>([
    ["http://acme.localhost:3000/about-us", base, internal("/about-us")],
    [
      "http://ACME.localhost:3000/finance?car_id=12#finance-form",
      base,
      internal("/finance?car_id=12#finance-form"),
    ],
    ["http://acme.localhost:3000", base, internal("/")],
    ["https://www.acme.com.au/contact", manufacturerSite, internal("/contact")],
    // www and bare domain are the same dealer site
    ["https://acme.com.au/contact", manufacturerSite, internal("/contact")],
    // the same host on another port is a different site
    ["http://acme.localhost:4000/about-us", base, external("http://acme.localhost:4000/about-us")],
    // own-host links are stripped and rewritten like relative ones
    ["https://www.acme.com.au/pages/privacy-policy", manufacturerSite, internal("/privacy-policy")],
    ["https://www.acme.com.au/blog/new-range", manufacturerSite, internal("/news/new-range")],
  ])("%s → %o", (href, ctx, expected) => {
    expect(resolveLink(href, ctx)).toEqual(expected);
  });
});

describe("resolveLink: SPEC 2 /pages prefix stripping", () => {
  test.each<[string, LinkContext, string]>([
    // stripped for the four named pages even on sites that use a pages path
    ["/pages/privacy-policy", withPages, "/privacy-policy"],
    ["/pages/terms-and-conditions/", withPages, "/terms-and-conditions"],
    ["/pages/about-us", withPages, "/about-us"],
    [
      "/pages/vehicle-parts-and-accessories?make=Mazda",
      withPages,
      "/vehicle-parts-and-accessories?make=Mazda",
    ],
    // other /pages paths are kept when the site uses a pages path
    ["/pages/book-a-service", withPages, "/pages/book-a-service"],
    ["/pages/about-us-team", withPages, "/pages/about-us-team"],
    // any /pages/ path is stripped when the site does not use a pages path
    ["/pages/book-a-service", base, "/book-a-service"],
    ["/pages/finance-the-dream#finance-form", base, "/finance-the-dream#finance-form"],
    // only a leading /pages/ segment counts
    ["/pagesmith/about-us", base, "/pagesmith/about-us"],
    ["/blog/pages/about-us", base, "/blog/pages/about-us"],
  ])("%s → %s", (href, ctx, expected) => {
    const link = resolveLink(href, ctx);
    expect(link.kind).toBe("internal");
    expect(link.href).toBe(expected);
  });
});

describe("resolveLink: configured prefix rewrites (SPEC 2 '/blog links become /news')", () => {
  const rewrites: LinkContext = {
    ...base,
    link_rewrites: [
      { from: "/blog", to: "/news" },
      { from: "/blog/archive/", to: "/old-news" },
    ],
  };
  test.each<[string, LinkContext, string]>([
    ["/blog", rewrites, "/news"],
    ["/blog/", rewrites, "/news"],
    ["/blog/new-ranger?utm_source=fb#comments", rewrites, "/news/new-ranger?utm_source=fb#comments"],
    ["/blog/archive/2019", rewrites, "/old-news/2019"], // longest prefix wins
    ["/blogger", rewrites, "/blogger"], // whole segments only
    ["/service/blog", rewrites, "/service/blog"], // prefix, not substring
    ["/blog", base, "/blog"], // no rule, no rewrite
    // rewrites apply after stripping
    ["/pages/blog/hello", rewrites, "/news/hello"],
    ["/blog", { ...base, link_rewrites: [{ from: "/", to: "/x" }] }, "/blog"],
  ])("%s → %s", (href, ctx, expected) => {
    expect(resolveLink(href, ctx).href).toBe(expected);
  });
});

describe("resolveLink: internal links use the canonical slash-less path (no 308 for the shopper)", () => {
  test.each<[string, string]>([
    ["/book-test-drive/", "/book-test-drive"],
    ["/book-test-drive/?car_id=12", "/book-test-drive?car_id=12"],
    ["/our-locations/#coastline-southport", "/our-locations#coastline-southport"],
    ["/terms-and-conditions//", "/terms-and-conditions"],
    ["http://acme.localhost:3000/our-locations/", "/our-locations"],
    ["/", "/"],
    ["/?make=toyota", "/?make=toyota"],
    ["/search/used-cars", "/search/used-cars"],
  ])("%s → %s", (href, expected) => {
    expect(resolveLink(href, base).href).toBe(expected);
  });
});

describe("resolveLink: SPEC 2 'tel:, mailto: and maps links are plain anchors; maps opens in a new tab'", () => {
  test.each<[string, boolean]>([
    ["tel:0299990000", false],
    ["TEL:+61299990000", false],
    ["mailto:sales@acme.com.au?subject=Hi", false],
    ["sms:0412345678", false],
    ["https://www.google.com/maps/place/Acme+Motors", true],
    ["https://www.google.com.au/maps?q=-33.86,151.2", true],
    ["https://maps.google.com/?q=Acme+Motors", true],
    ["https://goo.gl/maps/abc123", true],
    ["https://maps.app.goo.gl/abc123", true],
    ["https://maps.apple.com/?address=1+George+St", true],
    ["maps:?q=Acme", true],
    ["geo:-33.86,151.2", true],
  ])("%s is plain, newTab=%s", (href, newTab) => {
    expect(resolveLink(href, base)).toEqual({ kind: "plain", href, newTab });
  });

  test.each(["https://www.google.com/search?q=maps", "https://mapsforyou.com/x"])(
    "%s is not a maps link",
    (href) => {
      expect(resolveLink(href, base).kind).toBe("external");
    },
  );
});

describe("resolveLink: SPEC 2 'External links open in a new tab with no referrer'", () => {
  test.each<[string, LinkContext, ResolvedLink]>([
    ["https://www.toyota.com.au/corolla", base, external("https://www.toyota.com.au/corolla")],
    ["//cdn.example.com/brochure.pdf", base, external("//cdn.example.com/brochure.pdf")],
    ["whatsapp://send?phone=61412345678", base, external("whatsapp://send?phone=61412345678")],
    // script-bearing schemes are neutralised, never rendered
    ["javascript:alert(1)", base, { kind: "hash", href: "#" }],
    [" JavaScript:alert(1)", base, { kind: "hash", href: "#" }],
    ["data:text/html,<script>1</script>", base, { kind: "hash", href: "#" }],
  ])("%s → %o", (href, ctx, expected) => {
    expect(resolveLink(href, ctx)).toEqual(expected);
  });
});

describe("resolveLink: SPEC 2 'Manufacturer dealer links get a base-domain substitution'", () => {
  test.each<[string, LinkContext, ResolvedLink]>([
    [
      "https://northside.brand-dealers.com.au/offers?x=1#top",
      manufacturerSite,
      external("https://northside.acme.com.au/offers?x=1#top"),
    ],
    // substituted onto the site's own host → internal
    ["https://www.brand-dealers.com.au/blog/launch", manufacturerSite, internal("/news/launch")],
    // whole labels only
    ["https://notbrand-dealers.com.au/x", manufacturerSite, external("https://notbrand-dealers.com.au/x")],
    // no rule configured → untouched
    [
      "https://northside.brand-dealers.com.au/offers",
      base,
      external("https://northside.brand-dealers.com.au/offers"),
    ],
  ])("%s → %o", (href, ctx, expected) => {
    expect(resolveLink(href, ctx)).toEqual(expected);
  });
});

describe("resolveLink: SPEC 2 'Not prefetched' list", () => {
  test.each<[string, LinkContext, boolean]>([
    ["/book-test-drive", base, false],
    ["/book-test-drive/?car_id=12", base, false],
    ["/special-offers", base, false],
    ["/special-offers/ranger-bonus", base, false],
    ["/guaranteed-future-value", base, false],
    ["/manufacturer-finance", base, false],
    ["/manufacturer-finance/rates", base, false],
    ["/assured", base, false],
    ["/mazda-assured-pre-owned", base, false],
    // /my-garage and /our-locations: prefetched unless the setting turns it off
    ["/my-garage?tab=saved-cars", base, true],
    ["/my-garage?tab=saved-cars", { ...base, prefetch_my_garage: false }, false],
    ["/my-garage/settings", { ...base, prefetch_my_garage: false }, false],
    ["/our-locations/", base, true],
    ["/our-locations/", { ...base, prefetch_our_locations: false }, false],
    ["/our-locations-map", { ...base, prefetch_our_locations: false }, true],
    // any path containing /models, checkout or buy-online ...
    ["/models/ranger", base, false],
    ["/ford/models", base, false],
    ["/cars/2021-ford-ranger/checkout", base, false],
    ["/checkout-journey?car_id=2021-ford-ranger", base, false],
    ["/cars/2021-ford-ranger/buy-online", base, false],
    // the purchase journey's own links: its steps, resume and Edit links, and Pay deposit
    ["/checkout-journey", base, false],
    ["/checkout-journey?car_id=2021-ford-ranger&lead=42&token=abc_DEF-123&step=4", base, false],
    ["/cars/2021-ford-ranger/checkout?lead=42&token=abc_DEF-123", base, false],
    ["/cars/2021-ford-ranger/buy-online?lead=42&token=abc_DEF-123", base, false],
    // ... but not paths with /blog or /parts
    ["/blog/how-checkout-works", base, true],
    ["/blog/models/ranger-review", base, true],
    ["/parts/models", base, true],
    // ordinary pages are prefetched
    ["/", base, true],
    ["/search/used-cars", base, true],
    ["/cars/2021-ford-ranger", base, true],
    ["/finance", base, true],
    // the check runs on the final path: stripped /pages and rewrites included
    ["/pages/special-offers", base, false],
    ["/offers", { ...base, link_rewrites: [{ from: "/offers", to: "/special-offers" }] }, false],
    // query strings do not decide prefetching
    ["/search/used-cars?return=/checkout", base, true],
  ])("%s prefetch=%s", (href, ctx, prefetch) => {
    const link = resolveLink(href, ctx);
    expect(link).toMatchObject({ kind: "internal", prefetch });
  });
});
