// Vehicle ad feeds over HTTP on the demo data: every feed read back
// with a real parser (saxes, csv-parse) and every item checked against its platform's
// documented required attributes; the feeds list exactly the site's buyable scope; hire and
// subscription sites have none; ETag and Last-Modified answer 304 until the stock changes; the
// report names what the demo data lacks.
import os from "node:os";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as getGoogle } from "@/app/site/[host]/feeds/google-vehicles.xml/route";
import { GET as getMeta } from "@/app/site/[host]/feeds/meta-vehicles.csv/route";
import { GET as getReport } from "@/app/site/[host]/feeds/report.json/route";
import type { FeedReport } from "@/domain/ad-feeds/ad-feed-report";
import {
  googleItemProblems,
  googleItems,
  metaRowProblems,
  metaRows,
} from "@/domain/ad-feeds/test-support/feed-oracles";
import type { SiteConfigInput } from "@/domain/config/site-config";
import { defined } from "@/domain/defined";
import { textOf } from "@/domain/leads/test-support/parse-xml";
import type { Database, Db } from "@/server/db/client";
import { cars, websites } from "@/server/db/schema/all";
import { loadSite } from "@/server/sites/load-site";
import { stockScopeSql } from "@/server/stock/stock-scope-sql";
import { DEMO_SITE_SLUGS, seedDemo } from "../../seed/seed-demo";
import { segment, useAsProcessDatabase } from "../support/lead-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

type Feed = "google" | "meta";
const ROUTES = { google: getGoogle, meta: getMeta } as const;
const PATHS = { google: "/feeds/google-vehicles.xml", meta: "/feeds/meta-vehicles.csv" } as const;

const host = (slug: string) => `${slug}.localhost:3000`;

function fetchFeed(slug: string, feed: Feed, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request(`http://${host(slug)}${PATHS[feed]}`, {
    headers: {
      "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...headers,
    },
  });
  return ROUTES[feed](request, segment({ host: host(slug) }));
}

async function fetchReport(slug: string): Promise<{ site: string; feeds: FeedReport[] }> {
  const res = await getReport(
    new Request(`http://${host(slug)}/feeds/report.json`),
    segment({ host: host(slug) }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { site: string; feeds: FeedReport[] };
}

/** The vehicle page paths a feed lists. */
async function listedPaths(slug: string, feed: Feed): Promise<string[]> {
  const res = await fetchFeed(slug, feed);
  expect(res.status).toBe(200);
  const text = await res.text();
  const links =
    feed === "google"
      ? googleItems(text).map(
          (item) =>
            textOf(item.children.find((c) => typeof c !== "string" && c.name === "g:link") as never) ?? "",
        )
      : metaRows(text).map((row) => row.url ?? "");
  return links.map((link) => new URL(link).pathname);
}

const SALE_SITES = DEMO_SITE_SLUGS.filter((s) => s !== "coastline-rentals" && s !== "flexidrive");
const GOOGLE_SITES = [
  "harbourcity",
  "sunburnt-used",
  "mazda-approved",
  "waitemata-motors",
  "lone-star-auto",
  "westside-auto",
];

describe.each(testDatabaseTargets())("vehicle ad feeds on $name", (target) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    useAsProcessDatabase(database);
    await seedDemo(db, { now: new Date(), mediaDir: path.join(os.tmpdir(), "forecourt-test-media") });
  });
  afterAll(async () => {
    await database?.close();
  });

  async function withConfig<T>(slug: string, patch: SiteConfigInput, run: () => Promise<T>): Promise<T> {
    const [row] = await db.select({ config: websites.config }).from(websites).where(eq(websites.slug, slug));
    const before = defined(row, "the site row").config;
    await db
      .update(websites)
      .set({ config: { ...before, ...patch } })
      .where(eq(websites.slug, slug));
    try {
      return await run();
    } finally {
      await db.update(websites).set({ config: before }).where(eq(websites.slug, slug));
    }
  }

  test.each(GOOGLE_SITES)(
    "%s: Google's feed parses, and every item has Google's required attributes",
    async (slug) => {
      const res = await fetchFeed(slug, "google");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      expect(res.body).toBeInstanceOf(ReadableStream);
      const items = googleItems(await res.text());
      expect(items.length).toBeGreaterThan(0);
      const problems = items.flatMap((item) => googleItemProblems(item));
      expect(problems).toEqual([]);
    },
  );

  test.each(SALE_SITES)(
    "%s: Meta's catalog parses, and every row has Meta's required fields",
    async (slug) => {
      const res = await fetchFeed(slug, "meta");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      const rows = metaRows(await res.text());
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.flatMap((row) => metaRowProblems(row))).toEqual([]);
    },
  );

  test.each<[string, Feed, RegExp]>([
    ["coastline-rentals", "google", /hires its vehicles out/],
    ["coastline-rentals", "meta", /hires its vehicles out/],
    ["flexidrive", "google", /on subscription/],
    ["flexidrive", "meta", /on subscription/],
    ["redline-moto", "google", /passenger cars only; this site sells motorcycles/],
    ["outback-rv", "google", /passenger cars only; this site sells RVs and caravans/],
    ["bigrig-trucks", "google", /passenger cars only; this site sells trucks/],
  ])("%s has no %s feed: 404 with the reason", async (slug, feed, reason) => {
    const res = await fetchFeed(slug, feed);
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toMatch(reason);
  });

  test.each(SALE_SITES)(
    "%s: the feeds list the site's buyable scope, less the vehicles the report leaves out",
    async (slug) => {
      const site = defined(await loadSite(db, { hostname: host(slug), slug }), slug);
      const now = new Date();
      const buyable = await db
        .select({ slug: cars.slug, show: cars.show_on_dealer_website })
        .from(cars)
        .where(
          and(
            stockScopeSql(site, now),
            eq(cars.status, "in_stock"),
            eq(cars.sold, false),
            eq(cars.reserved, false),
          ),
        );
      const report = await fetchReport(slug);
      for (const feed of ["google", "meta"] as const) {
        const feedReport = defined(
          report.feeds.find((f) => f.feed === feed),
          feed,
        );
        if (feedReport.not_served !== null) continue;
        const listed = await listedPaths(slug, feed);
        const leftOut = new Set(feedReport.vehicles_with_issues.filter((v) => !v.in_feed).map((v) => v.path));
        const expected = buyable
          .map((c) =>
            site.template === "motorcycle"
              ? `/motorcycles/${c.slug}`
              : ["range", "camper"].includes(site.template)
                ? `/campers/${c.slug}`
                : `/cars/${c.slug}`,
          )
          .filter((p) => !leftOut.has(p));
        expect(listed.sort(), `${slug} ${feed}`).toEqual(expected.sort());
        expect(feedReport.vehicles).toBe(buyable.length);
        expect(feedReport.in_feed).toBe(listed.length);
      }
    },
  );

  test("a car the site hides, a sold car and a reserved car are never in a feed", async () => {
    const site = defined(
      await loadSite(db, { hostname: host("harbourcity"), slug: "harbourcity" }),
      "harbourcity",
    );
    const ids = site.dealerships.map((d) => d.id);
    const never = await db
      .select({ slug: cars.slug })
      .from(cars)
      .where(
        and(
          inArray(cars.dealership_id, ids),
          sql`(not ${cars.show_on_dealer_website} or ${cars.sold} or ${cars.status} <> 'in_stock' or ${cars.reserved})`,
        ),
      );
    expect(never.length).toBeGreaterThan(0);
    const listed = new Set([
      ...(await listedPaths("harbourcity", "google")),
      ...(await listedPaths("harbourcity", "meta")),
    ]);
    for (const car of never) expect(listed.has(`/cars/${car.slug}`), car.slug).toBe(false);
  });

  test("links carry the feed's own UTM values (harbourcity's settings)", async () => {
    const google = googleItems(await (await fetchFeed("harbourcity", "google")).text());
    const link =
      textOf(google[0]?.children.find((c) => typeof c !== "string" && c.name === "g:link") as never) ?? "";
    expect(new URL(link).search).toBe(
      "?utm_source=google&utm_medium=vehicle_ads&utm_campaign=harbourcity-stock",
    );
    expect(new URL(link).host).toBe(host("harbourcity"));
    const [row] = metaRows(await (await fetchFeed("harbourcity", "meta")).text());
    expect(new URL(row?.url ?? "").search).toBe(
      "?utm_source=facebook&utm_medium=paid_social&utm_campaign=harbourcity-catalog",
    );
  });

  test("the settings: a feed turned off, makes and locations left out, demonstrators as new", async () => {
    await withConfig("waitemata-motors", { feeds: { meta: { enabled: false } } }, async () => {
      expect((await fetchFeed("waitemata-motors", "meta")).status).toBe(404);
      expect((await fetchFeed("waitemata-motors", "google")).status).toBe(200);
    });
    const before = metaRows(await (await fetchFeed("harbourcity", "meta")).text());
    const make = defined(before[0], "a row").make;
    const location = "harbour-city-toyota-alexandria";
    await withConfig(
      "harbourcity",
      { feeds: { exclude_makes: [make ?? ""], exclude_locations: [location] } },
      async () => {
        const after = metaRows(await (await fetchFeed("harbourcity", "meta")).text());
        expect(after.length).toBeGreaterThan(0);
        expect(after.length).toBeLessThan(before.length);
        expect(after.some((r) => r.make === make)).toBe(false);
        expect(after.some((r) => r["address.addr1"] === "")).toBe(false);
      },
    );
    const states = async () =>
      new Set(
        metaRows(await (await fetchFeed("mazda-approved", "meta")).text()).map((r) => r.state_of_vehicle),
      );
    expect(await states()).toContain("NEW"); // mazda-approved: demo_condition new
  });

  test("ETag and Last-Modified: 304 while nothing changed; an edit and a removal each make a new version", async () => {
    const first = await fetchFeed("sunburnt-used", "google");
    await first.body?.cancel();
    const etag = defined(first.headers.get("etag"), "etag");
    const lastModified = defined(first.headers.get("last-modified"), "last-modified");
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");

    const same = await fetchFeed("sunburnt-used", "google", { "if-none-match": etag });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe("");
    expect((await fetchFeed("sunburnt-used", "google", { "if-modified-since": lastModified })).status).toBe(
      304,
    );
    // The port a request's Host names is not part of the feed's address (its
    // links carry the configured PUBLIC_PORT), so the same rows keep the same tag.
    const other = await ROUTES.google(
      new Request("http://sunburnt-used.localhost:4000/feeds/google-vehicles.xml", {
        headers: { "if-none-match": etag },
      }),
      segment({ host: "sunburnt-used.localhost:4000" }),
    );
    expect(other.status).toBe(304);

    const site = defined(
      await loadSite(db, { hostname: host("sunburnt-used"), slug: "sunburnt-used" }),
      "sunburnt",
    );
    const [listed] = await db
      .select({ id: cars.id, price: cars.price })
      .from(cars)
      .where(and(stockScopeSql(site, new Date()), eq(cars.status, "in_stock"), eq(cars.reserved, false)))
      .limit(1);
    const car = defined(listed, "a listed car");
    await new Promise((resolve) => setTimeout(resolve, 1100)); // Last-Modified counts whole seconds
    await db
      .update(cars)
      .set({ price: (car.price ?? 0) + 10_000, updated_at: new Date() })
      .where(eq(cars.id, car.id));
    const edited = await fetchFeed("sunburnt-used", "google", { "if-none-match": etag });
    expect(edited.status).toBe(200);
    await edited.body?.cancel();
    const editedTag = defined(edited.headers.get("etag"), "etag");
    expect(editedTag).not.toBe(etag);
    expect(Date.parse(defined(edited.headers.get("last-modified"), "lm"))).toBeGreaterThan(
      Date.parse(lastModified),
    );
    // A removed car leaves no row to date, and still moves the version and its time.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await db.delete(cars).where(eq(cars.id, car.id));
    const removed = await fetchFeed("sunburnt-used", "google", {
      "if-modified-since": defined(edited.headers.get("last-modified"), "lm"),
    });
    expect(removed.status).toBe(200);
    await removed.body?.cancel();
    expect(removed.headers.get("etag")).not.toBe(editedTag);
  });

  test("the demo sites' report lists what is missing: no VIN, a price at or below $10, the placeholder photo", async () => {
    const codes = new Map<string, number>();
    for (const slug of DEMO_SITE_SLUGS) {
      const report = await fetchReport(slug);
      expect(report.site).toBe(slug);
      expect(report.feeds.map((f) => f.feed)).toEqual(["google", "meta"]);
      for (const feed of report.feeds) {
        expect(feed.vehicles).toBe(feed.in_feed + feed.left_out);
        for (const found of feed.issues) codes.set(found.code, (codes.get(found.code) ?? 0) + found.vehicles);
        for (const vehicle of feed.vehicles_with_issues) {
          expect(vehicle.issues.length).toBeGreaterThan(0);
          expect(vehicle.in_feed).toBe(vehicle.issues.every((i) => i.severity === "warning"));
        }
      }
    }
    for (const code of ["vin_missing", "price_missing", "image_placeholder"]) {
      expect(codes.get(code), code).toBeGreaterThan(0);
    }
    const rental = await fetchReport("coastline-rentals");
    expect(rental.feeds.every((f) => f.not_served !== null && f.vehicles === 0)).toBe(true);
  });
});
