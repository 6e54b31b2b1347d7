import { describe, expect, it } from "vitest";
import { rendererFor } from "@/domain/tenancy/renderer-routes";

const at = (method: string, host: string, path: string) => rendererFor({ method, host, path }, "localhost");

type Row = [method: string, host: string, path: string, renderer: "astro" | "next"];
/** Each row's answer, reported with the row when it is wrong. */
function expectRows(rows: Row[]) {
  for (const [method, host, path, renderer] of rows)
    expect([method, host, path, at(method, host, path)]).toEqual([method, host, path, renderer]);
}

describe("rendererFor", () => {
  it("sends the moved platform page to Astro, on GET and HEAD only", () => {
    expect(at("GET", "localhost:3000", "/healthz/renderer")).toBe("astro");
    expect(at("HEAD", "LOCALHOST", "/healthz/renderer?x=1")).toBe("astro");
    expect(at("POST", "localhost", "/healthz/renderer")).toBe("next");
  });

  it("keeps the same path on a dealer site, and every other page, on Next", () => {
    expect(at("GET", "westside-auto.localhost:3000", "/healthz/renderer")).toBe("next");
    expect(at("GET", "localhost", "/healthz")).toBe("next");
    expect(at("GET", "localhost", "/healthz/renderer/x")).toBe("next");
    expect(at("GET", "westside-auto.localhost", "/cars/x/y")).toBe("next");
  });

  it("sends a vehicle's page to Astro, with its enquiry's post without JavaScript (its 404s too)", () => {
    expectRows([
      ["GET", "westside-auto.localhost", "/cars/2025-mazda-mazda2-g15-evolve-hck1024", "astro"],
      ["HEAD", "harbourcity.localhost:3000", "/cars/x?utm_source=google", "astro"],
      ["POST", "harbourcity.localhost", "/cars/x", "astro"],
      ["GET", "ridewest.localhost", "/motorcycles/2024-honda-cb650r-rw1", "astro"],
      ["GET", "outback-rv.localhost", "/campers/x", "astro"],
      ["POST", "outback-rv.localhost", "/campers/x", "astro"],
      ["GET", "no-such-site.localhost", "/cars/x", "astro"],
      ["GET", "harbourcity.localhost", "/cars/%3Cscript%3E", "astro"],
      // The reserve pages and their returns (their forms call the API, on Next).
      ["GET", "harbourcity.localhost", "/cars/x/checkout", "astro"],
      ["HEAD", "harbourcity.localhost", "/cars/x/checkout?lead=1&token=t", "astro"],
      ["GET", "lone-star-auto.localhost", "/cars/x/buy-online", "astro"],
      ["GET", "harbourcity.localhost", "/cars/x/checkout/return?reservation=r&token=t", "astro"],
      ["GET", "harbourcity.localhost", "/cars/x/buy-online/return?session=1", "astro"],
      ["POST", "harbourcity.localhost", "/cars/x/checkout", "next"],
      ["GET", "harbourcity.localhost", "/cars/x/checkout/", "next"],
      ["GET", "harbourcity.localhost", "/cars/x/checkout/return/x", "next"],
      ["GET", "harbourcity.localhost", "/cars/x/reserve", "next"],
      // Other spellings stay with Next.
      ["GET", "harbourcity.localhost", "/cars/x/", "next"],
      ["GET", "harbourcity.localhost", "/cars/", "next"],
      ["PUT", "harbourcity.localhost", "/cars/x", "next"],
      ["GET", "localhost:3000", "/cars/x", "next"],
      ["POST", "localhost:3000", "/cars/x", "next"],
    ]);
  });

  it("sends a dealer site's model list to Astro, on GET and HEAD, whatever the site (its 404s too)", () => {
    expectRows([
      ["GET", "westside-auto.localhost:3000", "/models", "astro"],
      ["HEAD", "westside-auto.localhost", "/models", "astro"],
      ["GET", "harbourcity.localhost", "/models?utm_source=x", "astro"],
      ["GET", "www.harbourcitymotors.com.au", "/models", "astro"],
      ["GET", "no-such-site.localhost", "/models", "astro"],
      ["POST", "westside-auto.localhost", "/models", "next"],
      // Next redirects the trailing slash; other spellings have not moved.
      ["GET", "westside-auto.localhost", "/models/", "next"],
      ["GET", "westside-auto.localhost", "/Models", "next"],
      // The platform host has no model list.
      ["GET", "localhost:3000", "/models", "next"],
    ]);
  });

  it("sends a model page (with its booking form's post) and the range to Astro, whatever the site (their 404s too)", () => {
    expectRows([
      ["GET", "harbourcity.localhost:3000", "/models/toyota-corolla", "astro"],
      ["HEAD", "harbourcity.localhost", "/models/toyota-corolla?utm_source=x", "astro"],
      ["GET", "www.harbourcitymotors.com.au", "/models/kia-sorento", "astro"],
      ["GET", "westside-auto.localhost", "/models/no-such-model", "astro"],
      ["GET", "no-such-site.localhost", "/models/toyota-corolla", "astro"],
      // The booking form in the model page's dialog, sent without JavaScript, posts to the page.
      ["POST", "harbourcity.localhost", "/models/toyota-corolla", "astro"],
      ["GET", "outback-rv.localhost", "/range", "astro"],
      ["GET", "outback-rv.localhost", "/range?body=caravans", "astro"],
      ["HEAD", "outback-rv.localhost", "/range?body=j-pod", "astro"],
      ["GET", "westside-auto.localhost", "/range", "astro"],
      // The range has no form; other spellings, deeper paths, a model at a path of its own (Next's
      // catch-all, where it may be another kind of page) and the platform host stay with Next.
      ["POST", "outback-rv.localhost", "/range", "next"],
      ["PUT", "harbourcity.localhost", "/models/toyota-corolla", "next"],
      ["GET", "harbourcity.localhost", "/models/toyota-corolla/", "next"],
      ["POST", "harbourcity.localhost", "/models/toyota-corolla/", "next"],
      ["GET", "harbourcity.localhost", "/models/toyota-corolla/x", "next"],
      ["GET", "outback-rv.localhost", "/range/", "next"],
      ["GET", "outback-rv.localhost", "/range/caravans", "next"],
      ["GET", "harbourcity.localhost", "/toyota-rav4", "next"],
      ["GET", "outback-rv.localhost", "/grand-tourer-23", "next"],
      ["GET", "localhost:3000", "/models/toyota-corolla", "next"],
      ["POST", "localhost:3000", "/models/toyota-corolla", "next"],
      ["GET", "localhost", "/range", "next"],
    ]);
  });

  it("sends the form confirmation, the garage and the unsubscribe page to Astro, on GET and HEAD", () => {
    expectRows([
      ["GET", "harbourcity.localhost:3000", "/success?category=general-enquiry", "astro"],
      ["HEAD", "harbourcity.localhost", "/success", "astro"],
      ["GET", "harbourcity.localhost", "/my-garage", "astro"],
      ["GET", "westside-auto.localhost", "/my-garage?tab=saved-cars", "astro"],
      ["GET", "flexidrive.localhost", "/my-garage?tab=saved-cars", "astro"],
      ["GET", "harbourcity.localhost", "/unsubscribe?token=abc", "astro"],
      ["HEAD", "www.harbourcitymotors.com.au", "/unsubscribe?done=1", "astro"],
      ["GET", "no-such-site.localhost", "/success", "astro"],
      // Posts stay with Next (the unsubscribe form posts to the account API, which is Next's).
      ["POST", "harbourcity.localhost", "/success", "next"],
      ["POST", "harbourcity.localhost", "/unsubscribe", "next"],
      ["POST", "harbourcity.localhost", "/api/auth/unsubscribe?token=abc", "next"],
      // Other spellings and neighbours have not moved.
      ["GET", "harbourcity.localhost", "/success/", "next"],
      ["GET", "harbourcity.localhost", "/my-garage/", "next"],
      ["GET", "harbourcity.localhost", "/unsubscribe/x", "next"],
      ["GET", "localhost:3000", "/success", "next"],
    ]);
  });

  it("sends the shopper's account, saved and compare pages to Astro, on GET and HEAD (their 404s too)", () => {
    expectRows([
      ["GET", "flexidrive.localhost", "/saved", "astro"],
      ["HEAD", "harbourcity.localhost", "/saved", "astro"],
      ["GET", "harbourcity.localhost", "/sign-in?error=INVALID_TOKEN", "astro"],
      ["GET", "westside-auto.localhost", "/sign-in", "astro"],
      ["GET", "harbourcity.localhost", "/account", "astro"],
      ["HEAD", "www.harbourcitymotors.com.au", "/account", "astro"],
      ["GET", "no-such-site.localhost", "/account", "astro"],
      // The comparison, bare or with its ids (even none: the last car removed); its 404s too.
      ["GET", "westside-auto.localhost", "/compare", "astro"],
      ["GET", "harbourcity.localhost", "/compare?ids=12,40,7", "astro"],
      ["HEAD", "harbourcity.localhost", "/compare?ids=", "astro"],
      ["GET", "no-such-site.localhost", "/compare", "astro"],
      // Their forms and buttons call the account API, which stays with Next, as do posts to the pages.
      ["POST", "harbourcity.localhost", "/api/auth/sign-in/magic-link", "next"],
      ["GET", "harbourcity.localhost", "/api/auth", "next"],
      ["GET", "harbourcity.localhost", "/api/auth/my-data", "next"],
      ["POST", "harbourcity.localhost", "/sign-in", "next"],
      ["POST", "harbourcity.localhost", "/account", "next"],
      ["POST", "harbourcity.localhost", "/compare", "next"],
      // Other spellings and deeper paths have not moved; nor has the platform host.
      ["GET", "harbourcity.localhost", "/saved/", "next"],
      ["GET", "harbourcity.localhost", "/sign-in/x", "next"],
      ["GET", "harbourcity.localhost", "/account/", "next"],
      ["GET", "harbourcity.localhost", "/compare/", "next"],
      ["GET", "localhost:3000", "/sign-in", "next"],
      ["GET", "localhost:3000", "/compare", "next"],
    ]);
  });

  it("sends a dealer site's home page to Astro, on GET and HEAD, whatever the site (its 404 too)", () => {
    const rows: Array<[method: string, host: string, path: string, renderer: "astro" | "next"]> = [
      ["GET", "westside-auto.localhost:3000", "/", "astro"],
      ["HEAD", "westside-auto.localhost", "/", "astro"],
      ["GET", "harbourcity.localhost", "/?utm_source=x", "astro"],
      ["GET", "www.harbourcitymotors.com.au", "/", "astro"],
      ["GET", "no-such-site.localhost", "/", "astro"],
      // Forms post to their own pages; nothing but GET and HEAD moves.
      ["POST", "westside-auto.localhost", "/", "next"],
      // Other paths of the site have not moved.
      ["GET", "westside-auto.localhost", "//", "next"],
      ["GET", "westside-auto.localhost", "/index", "next"],
      ["GET", "westside-auto.localhost", "/cars/toyota-corolla/x", "next"],
      // The platform host's home page is the directory, still Next's.
      ["GET", "localhost:3000", "/", "next"],
      ["HEAD", "localhost", "/?q=x", "next"],
    ];
    for (const [method, host, path, renderer] of rows)
      expect([method, host, path, at(method, host, path)]).toEqual([method, host, path, renderer]);
  });

  it("sends the search family to Astro, on GET and HEAD, whatever the site (its 404s too)", () => {
    expectRows([
      ["GET", "westside-auto.localhost:3000", "/search", "astro"],
      ["GET", "westside-auto.localhost", "/search?make=Toyota&body=SUV", "astro"],
      ["GET", "westside-auto.localhost", "/search/new-used-and-demo-cars", "astro"],
      ["HEAD", "westside-auto.localhost", "/search/new-used-and-demo-cars?make=Kia", "astro"],
      [
        "GET",
        "harbourcity.localhost",
        "/search/new-used-and-demo-cars?sort=price-asc&make=Toyota&page=1",
        "astro",
      ],
      ["GET", "outback-rv.localhost", "/search/new-RVs-in-stock", "astro"],
      ["GET", "westside-auto.localhost", "/search/no-such-search", "astro"],
      ["GET", "westside-auto.localhost", "/search/bad%20slug!", "astro"],
      ["GET", "www.harbourcitymotors.com.au", "/search/new-used-and-demo-cars", "astro"],
      ["GET", "no-such-site.localhost", "/search/new-used-and-demo-cars", "astro"],
      ["GET", "kia-brand.localhost", "/pre-owned?make=Kia", "astro"],
      ["HEAD", "westside-auto.localhost", "/pre-owned", "astro"],
      // Posts stay with Next; so do other spellings and deeper paths.
      ["POST", "westside-auto.localhost", "/search/new-used-and-demo-cars", "next"],
      ["POST", "westside-auto.localhost", "/pre-owned", "next"],
      ["GET", "westside-auto.localhost", "/search/", "next"],
      ["GET", "westside-auto.localhost", "/search/a/b", "next"],
      ["GET", "westside-auto.localhost", "/pre-owned/", "next"],
      ["GET", "westside-auto.localhost", "/pre-owned/x", "next"],
      ["GET", "westside-auto.localhost", "/searches", "next"],
      ["GET", "westside-auto.localhost", "/cached-search/abc", "next"],
      ["GET", "westside-auto.localhost", "/api/search", "next"],
      // The platform host has no stock search.
      ["GET", "localhost:3000", "/search", "next"],
      ["GET", "localhost", "/search/new-used-and-demo-cars", "next"],
    ]);
  });

  it("sends the information pages every site has to Astro, and nothing else of the catch-all", () => {
    expectRows([
      ["GET", "westside-auto.localhost:3000", "/about-us", "astro"],
      ["HEAD", "westside-auto.localhost", "/about-us?utm_source=x", "astro"],
      ["GET", "harbourcity.localhost", "/privacy-policy", "astro"],
      ["GET", "www.harbourcitymotors.com.au", "/terms-and-conditions", "astro"],
      ["GET", "no-such-site.localhost", "/about-us", "astro"],
      ["GET", "harbourcity.localhost", "/our-locations", "astro"],
      ["GET", "mazda-approved.localhost", "/pages/our-locations", "astro"],
      // /pages/{slug} of these is a 308 to the stripped address, answered by Astro too.
      ["GET", "westside-auto.localhost", "/pages/about-us", "astro"],
      ["GET", "westside-auto.localhost", "/pages/privacy-policy?x=1", "astro"],
      ["GET", "westside-auto.localhost", "/pages/terms-and-conditions", "astro"],
      // Posts, other spellings (Next's trailing-slash 308, its own matching) and deeper paths stay.
      ["POST", "westside-auto.localhost", "/about-us", "next"],
      ["GET", "westside-auto.localhost", "/about-us/", "next"],
      ["GET", "westside-auto.localhost", "/About-Us", "next"],
      ["GET", "westside-auto.localhost", "/Pages/about-us", "next"],
      ["GET", "westside-auto.localhost", "/about-us/x", "next"],
      ["GET", "westside-auto.localhost", "/pages/about-us/x", "next"],
      ["GET", "westside-auto.localhost", "/our-locations/", "next"],
      // The catch-all's other pages have not moved: pages of some templates only and the
      // dealer's own (a model page may answer where a site has none), the blog, model pages.
      ["GET", "mazda-approved.localhost", "/pages/warranty", "next"],
      ["GET", "mazda-approved.localhost", "/warranty", "next"],
      ["GET", "mazda-approved.localhost", "/news", "next"],
      ["GET", "mazda-approved.localhost", "/news/some-post", "next"],
      ["GET", "westside-auto.localhost", "/cx-5", "next"],
      // Next's own routes beside the catch-all.
      ["GET", "westside-auto.localhost", "/cars/2020-toyota-corolla-abc/photos", "next"],
      ["GET", "westside-auto.localhost", "/campers/x/y", "next"],
      ["GET", "westside-auto.localhost", "/motorcycles/x/y", "next"],
      ["GET", "westside-auto.localhost", "/checkout-journey", "next"],
      // The platform host has no information pages.
      ["GET", "localhost:3000", "/about-us", "next"],
      ["GET", "localhost", "/pages/privacy-policy", "next"],
    ]);
  });

  it("sends the blog at /blog to Astro (its list, posts and 308s), nothing deeper", () => {
    expectRows([
      ["GET", "harbourcity.localhost", "/blog", "astro"],
      ["GET", "harbourcity.localhost", "/blog?page=2", "astro"],
      ["HEAD", "harbourcity.localhost", "/blog/hybrid-or-electric", "astro"],
      ["GET", "mazda-approved.localhost", "/blog", "astro"],
      ["GET", "mazda-approved.localhost", "/blog/some-post?utm_source=x", "astro"],
      ["GET", "no-such-site.localhost", "/blog", "astro"],
      ["POST", "harbourcity.localhost", "/blog", "next"],
      ["GET", "harbourcity.localhost", "/blog/", "next"],
      ["GET", "harbourcity.localhost", "/blog/a/b", "next"],
      ["GET", "harbourcity.localhost", "/blogs", "next"],
      ["GET", "harbourcity.localhost", "/api/blog/x/social-image", "next"],
      ["GET", "localhost", "/blog", "next"],
    ]);
  });

  it("sends the lead-form pages to Astro with their posts (the forms without JavaScript), whatever the site", () => {
    expectRows([
      ["GET", "westside-auto.localhost:3000", "/contact", "astro"],
      ["GET", "westside-auto.localhost", "/contact?car_id=12&category=service", "astro"],
      ["HEAD", "westside-auto.localhost", "/book-test-drive?vehicle=3", "astro"],
      ["GET", "harbourcity.localhost", "/service", "astro"],
      ["GET", "www.harbourcitymotors.com.au", "/finance-enquiry?vehiclePriceBudget=30000", "astro"],
      ["GET", "no-such-site.localhost", "/contact", "astro"],
      ["POST", "westside-auto.localhost", "/contact", "astro"],
      ["POST", "westside-auto.localhost", "/contact?car_id=12", "astro"],
      ["POST", "westside-auto.localhost", "/book-test-drive", "astro"],
      ["POST", "harbourcity.localhost", "/service", "astro"],
      ["POST", "westside-auto.localhost", "/finance-enquiry", "astro"],
      ["GET", "westside-auto.localhost", "/apply-for-finance", "astro"],
      ["GET", "westside-auto.localhost", "/finance?step=1&lead_id=4&lead_token=abcdefghijklmnop", "astro"],
      ["POST", "westside-auto.localhost", "/finance?step=1&lead_id=4&lead_token=abcdefghijklmnop", "astro"],
      ["GET", "harbourcity.localhost", "/finance/pre-approval", "astro"],
      ["POST", "harbourcity.localhost", "/finance/pre-approval", "astro"],
      ["GET", "harbourcity.localhost", "/vehicle-parts-and-accessories", "astro"],
      ["POST", "harbourcity.localhost", "/trade-in", "astro"],
      ["GET", "harbourcity.localhost", "/cars/trade-in?car_id=12", "astro"],
      ["POST", "harbourcity.localhost", "/cars/trade-in?car_id=12", "astro"],
      ["GET", "harbourcity.localhost", "/contact-us/harbour-city-toyota-alexandria", "astro"],
      ["POST", "harbourcity.localhost", "/contact-us/harbour-city-toyota-alexandria", "astro"],
      ["GET", "harbourcity.localhost", "/sell-my-car", "astro"],
      ["HEAD", "harbourcity.localhost", "/sell-my-car", "astro"],
      ["POST", "harbourcity.localhost", "/sell-my-car", "astro"],
      [
        "GET",
        "westside-auto.localhost",
        "/finance-the-dream?vehiclePriceBudget=25000&car_type=used",
        "astro",
      ],
      [
        "POST",
        "westside-auto.localhost",
        "/finance-the-dream?step=1&lead_id=4&lead_token=abcdefghijklmnop",
        "astro",
      ],
      ["GET", "westside-auto.localhost", "/pages/book-a-service", "astro"],
      ["POST", "westside-auto.localhost", "/pages/book-a-service", "astro"],
      // Other methods, other spellings, the other form pages and the platform host stay with Next.
      ["PUT", "westside-auto.localhost", "/contact", "next"],
      ["DELETE", "westside-auto.localhost", "/service", "next"],
      ["GET", "westside-auto.localhost", "/contact/", "next"],
      ["POST", "westside-auto.localhost", "/contact/", "next"],
      ["GET", "westside-auto.localhost", "/book-test-drive/", "next"],
      ["GET", "westside-auto.localhost", "/contact-us", "next"],
      ["GET", "westside-auto.localhost", "/contact-us/a/b", "next"],
      ["POST", "westside-auto.localhost", "/contact-us/", "next"],
      ["GET", "westside-auto.localhost", "/finance/", "next"],
      ["GET", "westside-auto.localhost", "/finance/other", "next"],
      ["GET", "westside-auto.localhost", "/cars/some-car/x", "next"],
      ["GET", "westside-auto.localhost", "/sell-my-car/", "next"],
      ["POST", "westside-auto.localhost", "/finance-the-dream/", "next"],
      ["GET", "westside-auto.localhost", "/book-a-service", "next"],
      ["POST", "westside-auto.localhost", "/pages/book-a-service/", "next"],
      ["POST", "localhost", "/sell-my-car", "next"],
      ["POST", "westside-auto.localhost", "/", "next"],
      ["POST", "westside-auto.localhost", "/api/leads", "next"],
      ["GET", "localhost", "/contact", "next"],
      ["POST", "localhost:3000", "/contact", "next"],
    ]);
  });

  it("sends careers and offers to Astro with their posts (their lead forms without JavaScript)", () => {
    expectRows([
      ["GET", "harbourcity.localhost", "/careers", "astro"],
      ["HEAD", "harbourcity.localhost", "/careers", "astro"],
      ["POST", "harbourcity.localhost", "/careers", "astro"],
      ["GET", "lone-star-auto.localhost", "/current-positions?utm_source=x", "astro"],
      ["POST", "lone-star-auto.localhost", "/current-positions", "astro"],
      ["GET", "flexidrive.localhost", "/special-offers", "astro"],
      ["POST", "flexidrive.localhost", "/special-offers", "astro"],
      ["GET", "westside-auto.localhost", "/pages/careers?utm_source=x", "astro"],
      ["POST", "westside-auto.localhost", "/pages/special-offers", "astro"],
      ["GET", "no-such-site.localhost", "/careers", "astro"],
      // Other spellings and deeper paths stay with Next's catch-all (it redirects or renders them).
      ["GET", "harbourcity.localhost", "/careers/", "next"],
      ["POST", "harbourcity.localhost", "/careers/", "next"],
      ["GET", "harbourcity.localhost", "/Pages/careers", "next"],
      ["GET", "harbourcity.localhost", "/careers/x", "next"],
      ["PUT", "harbourcity.localhost", "/careers", "next"],
      ["GET", "localhost", "/careers", "next"],
      ["POST", "localhost", "/special-offers", "next"],
    ]);
  });

  it("sends Astro's built assets to Astro on every host", () => {
    expect(at("GET", "westside-auto.localhost", "/_astro/page.abc123.css")).toBe("astro");
    expect(at("GET", "localhost", "/_next/static/chunk.js")).toBe("next");
  });
});
