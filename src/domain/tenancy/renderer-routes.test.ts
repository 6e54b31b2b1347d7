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
  it("sends Astro's assets to Astro on any host", () => {
    expectRows([
      ["GET", "localhost:3000", "/_astro/client.Bp0bDXRP.js", "astro"],
      ["HEAD", "westside-auto.localhost", "/_astro/react.Dbhnj36a.js", "astro"],
      ["POST", "localhost", "/_astro/client.js", "next"],
    ]);
  });

  it("on the platform host, sends only the renderer's health page to Astro, on GET and HEAD", () => {
    expectRows([
      ["GET", "localhost:3000", "/healthz/renderer", "astro"],
      ["HEAD", "LOCALHOST", "/healthz/renderer?x=1", "astro"],
      ["POST", "localhost", "/healthz/renderer", "next"],
      ["GET", "localhost", "/healthz", "next"],
      ["GET", "localhost", "/healthz/renderer/x", "next"],
      // The directory, the console, the mail outbox, the APIs and the demo providers.
      ["GET", "localhost:3000", "/", "next"],
      ["HEAD", "localhost", "/?q=x", "next"],
      ["GET", "localhost", "/console", "next"],
      ["GET", "localhost", "/mail?q=x", "next"],
      ["POST", "localhost", "/console/api/leads", "next"],
      ["GET", "localhost:3000", "/cars/x", "next"],
      ["POST", "localhost:3000", "/models/toyota-corolla", "next"],
      ["GET", "localhost", "/search/new-used-and-demo-cars", "next"],
    ]);
  });

  it("sends every page of a dealer site to Astro, on GET, HEAD and POST, whatever the site (its 404s too)", () => {
    expectRows([
      ["GET", "westside-auto.localhost:3000", "/", "astro"],
      ["HEAD", "harbourcity.localhost", "/?utm_source=x", "astro"],
      ["GET", "www.harbourcitymotors.com.au", "/", "astro"],
      ["GET", "no-such-site.localhost", "/", "astro"],
      ["POST", "westside-auto.localhost", "/", "astro"],
      // Stock, vehicles and their reserve pages.
      ["GET", "westside-auto.localhost", "/search/new-used-and-demo-cars?make=Mazda", "astro"],
      ["GET", "westside-auto.localhost", "/pre-owned", "astro"],
      ["GET", "westside-auto.localhost", "/cars/2025-mazda-mazda2-g15-evolve-hck1024", "astro"],
      ["POST", "harbourcity.localhost", "/cars/x", "astro"],
      ["GET", "ridewest.localhost", "/motorcycles/2024-honda-cb650r-rw1", "astro"],
      ["POST", "outback-rv.localhost", "/campers/x", "astro"],
      ["GET", "harbourcity.localhost", "/cars/%3Cscript%3E", "astro"],
      ["GET", "harbourcity.localhost", "/cars/x/checkout?lead=1&token=t", "astro"],
      ["GET", "lone-star-auto.localhost", "/cars/x/buy-online/return?session=1", "astro"],
      ["GET", "harbourcity.localhost", "/compare?ids=1,2", "astro"],
      // Models, the range, the lead-form pages and their posts without JavaScript.
      ["GET", "westside-auto.localhost", "/models", "astro"],
      ["POST", "harbourcity.localhost", "/models/toyota-corolla", "astro"],
      ["GET", "outback-rv.localhost", "/range", "astro"],
      ["POST", "harbourcity.localhost", "/contact", "astro"],
      ["POST", "harbourcity.localhost", "/finance/pre-approval?step=1", "astro"],
      ["POST", "westside-auto.localhost", "/contact-us/church-street", "astro"],
      // The information pages, the blog wherever the site keeps it, and the shopper's pages.
      ["GET", "westside-auto.localhost", "/about-us", "astro"],
      ["GET", "westside-auto.localhost", "/Pages/about-us", "astro"],
      ["POST", "westside-auto.localhost", "/careers", "astro"],
      ["GET", "mazda-approved.localhost", "/pages/warranty", "astro"],
      ["GET", "mazda-approved.localhost", "/news/first-post", "astro"],
      ["GET", "harbourcity.localhost", "/blog/post-1", "astro"],
      ["GET", "harbourcity.localhost", "/saved", "astro"],
      ["GET", "harbourcity.localhost", "/account", "astro"],
      ["GET", "harbourcity.localhost", "/unsubscribe?token=x", "astro"],
      // A model at its own path, and its booking's post.
      ["GET", "harbourcity.localhost", "/toyota-rav4", "astro"],
      ["POST", "outback-rv.localhost", "/grand-tourer-23", "astro"],
      // The catch-all's 404s: no such page, deeper paths, other spellings, this path elsewhere.
      ["GET", "westside-auto.localhost", "/no-such-page", "astro"],
      ["GET", "westside-auto.localhost", "/index", "astro"],
      ["GET", "westside-auto.localhost", "/cars/x/y", "astro"],
      ["GET", "westside-auto.localhost", "/search/a/b", "astro"],
      ["GET", "harbourcity.localhost", "/cars/x/reserve", "astro"],
      ["GET", "westside-auto.localhost", "/healthz/renderer", "astro"],
      ["GET", "westside-auto.localhost", "/apis", "astro"],
      ["GET", "westside-auto.localhost", "/feeds.xml", "astro"],
    ]);
  });

  it("keeps a dealer site's routes that are not pages, and its shared static files, on Next", () => {
    expectRows([
      ["GET", "harbourcity.localhost", "/api", "next"],
      ["POST", "harbourcity.localhost", "/api/leads", "next"],
      ["POST", "harbourcity.localhost", "/api/auth/unsubscribe?token=abc", "next"],
      ["GET", "harbourcity.localhost", "/api/auth/my-data", "next"],
      ["GET", "harbourcity.localhost", "/checkout-journey", "next"],
      ["POST", "lone-star-auto.localhost", "/checkout-journey/step", "next"],
      ["GET", "harbourcity.localhost", "/console-preview?token=x", "next"],
      ["GET", "harbourcity.localhost", "/demo-assistant/answers", "next"],
      ["GET", "harbourcity.localhost", "/feeds/google-vehicles.xml", "next"],
      ["POST", "harbourcity.localhost", "/mock/leads", "next"],
      ["GET", "harbourcity.localhost", "/robots.txt", "next"],
      ["GET", "harbourcity.localhost", "/sitemap.xml", "next"],
      ["GET", "harbourcity.localhost", "/site-icon.svg", "next"],
      ["GET", "harbourcity.localhost", "/_next/static/chunks/x.js", "next"],
      ["GET", "harbourcity.localhost", "/media/cars/1/a.jpg", "next"],
      ["GET", "harbourcity.localhost", "/fonts/inter.woff2", "next"],
      ["GET", "harbourcity.localhost", "/demo-third-party/chat.js", "next"],
      ["GET", "harbourcity.localhost", "/payment-icons/visa.svg", "next"],
      ["GET", "harbourcity.localhost", "/badges/x.svg", "next"],
      ["GET", "harbourcity.localhost", "/favicon.ico", "next"],
      ["GET", "harbourcity.localhost", "/icon.svg", "next"],
    ]);
  });

  it("leaves to Next the paths it redirects before routing (one slash less), and every other method", () => {
    expectRows([
      ["GET", "harbourcity.localhost", "/about-us/", "next"],
      ["GET", "harbourcity.localhost", "/cars/x/?utm_source=x", "next"],
      ["POST", "harbourcity.localhost", "/contact/", "next"],
      ["GET", "harbourcity.localhost", "/a//b", "next"],
      ["GET", "harbourcity.localhost", "//", "next"],
      ["PUT", "harbourcity.localhost", "/cars/x", "next"],
      ["DELETE", "harbourcity.localhost", "/contact", "next"],
      ["OPTIONS", "harbourcity.localhost", "/", "next"],
      ["PATCH", "harbourcity.localhost", "/models/toyota-corolla", "next"],
    ]);
  });
});
