import os from "node:os";
import path from "node:path";
import { and, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defined } from "@/domain/defined";
import { calendarDayOf } from "@/domain/stock/calendar-day-of";
import { canonicalMake } from "@/domain/stock/canonical-make";
import { parseSearchFilters } from "@/domain/stock/parse-search-filters";
import type { SearchFilters } from "@/domain/stock/search-filters";
import type { ScopeCar } from "@/domain/stock/test-support/matches-scope";
import { matchesScope } from "@/domain/stock/test-support/matches-scope";
import type { Database } from "@/server/db/client";
import { cars, locations } from "@/server/db/schema/all";
import { loadSite } from "@/server/sites/load-site";
import type { Site } from "@/server/sites/site";
import { getVehicle } from "@/server/stock/get-vehicle";
import { listFeaturedCars } from "@/server/stock/list-featured-cars";
import { listModelCars } from "@/server/stock/list-model-cars";
import { listSimilarCars } from "@/server/stock/list-similar-cars";
import { listSitemapCars } from "@/server/stock/list-sitemap-cars";
import { listStockOverview } from "@/server/stock/list-stock-facets";
import { type SearchPreset, searchCars } from "@/server/stock/search-cars";
import { stockScopeSql } from "@/server/stock/stock-scope-sql";
import { DEMO_SITE_SLUGS, seedDemo } from "../../seed/seed-demo";
import { testDatabaseTargets } from "../support/test-databases";

const NOW = new Date("2025-06-16T03:00:00Z");
type CarRow = typeof cars.$inferSelect;

function filters(query: string): SearchFilters {
  return parseSearchFilters(new URLSearchParams(query));
}

function scopeOf(site: Site) {
  return { ...site.config.stock.scope, sold_window_days: site.config.stock.include_sold_cars_days };
}

/** Our location row id → the dealer system's location id (what a dealer configures). */
let dealerLocationIds = new Map<number, number | null>();

function dealerLocationOf(row: CarRow): number | null {
  return row.location_id === null ? null : (dealerLocationIds.get(row.location_id) ?? null);
}

function toScopeCar(row: CarRow): ScopeCar {
  return { ...row, images: row.images, dealer_location_id: dealerLocationOf(row) };
}

function withConfig(site: Site, stock: Partial<Site["config"]["stock"]>): Site {
  return { ...site, config: { ...site.config, stock: { ...site.config.stock, ...stock } } };
}

function daysSinceSold(row: CarRow): number | null {
  if (!row.sold_date_timestamp) return null;
  return (
    defined(calendarDayOf(NOW), "calendarDayOf(NOW)") -
    defined(calendarDayOf(row.sold_date_timestamp), "calendarDayOf(row.sold_date_timestamp)")
  );
}

const isSold = (row: Pick<CarRow, "status" | "sold">) => row.status === "sold" || row.sold;

describe.each(testDatabaseTargets())("searchCars on $name", (target) => {
  let database: Database;
  let sites: Map<string, Site>;
  let allCars: CarRow[];

  /** The reference answer: the site's cars that matchesScope keeps. */
  function inScope(site: Site): CarRow[] {
    const ids = new Set(site.dealerships.map((d) => d.id));
    return allCars.filter((c) => ids.has(c.dealership_id) && matchesScope(toScopeCar(c), scopeOf(site), NOW));
  }

  async function everything(site: Site, query = "", preset?: SearchPreset) {
    return searchCars(database.db, { site, filters: filters(query), now: NOW, preset, perPage: 1000 });
  }

  function site(slug: string): Site {
    const found = sites.get(slug);
    if (!found) throw new Error(`no demo site ${slug}`);
    return found;
  }

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database.db, { now: NOW, mediaDir: path.join(os.tmpdir(), "forecourt-test-media") });
    sites = new Map();
    for (const slug of DEMO_SITE_SLUGS) {
      const loaded = await loadSite(database.db, { hostname: `${slug}.localhost`, slug });
      if (loaded) sites.set(slug, loaded);
    }
    allCars = await database.db.select().from(cars);
    const locationRows = await database.db
      .select({ id: locations.id, location_id: locations.location_id })
      .from(locations);
    dealerLocationIds = new Map(locationRows.map((l) => [l.id, l.location_id]));
  });

  afterAll(async () => {
    await database?.close();
  });

  test("stockScopeSql agrees with matchesScope for every car of every demo site", async () => {
    expect(sites.size).toBe(DEMO_SITE_SLUGS.length);
    for (const s of sites.values()) {
      const ids = s.dealerships.map((d) => d.id);
      if (ids.length === 0) continue;
      const rows = await database.db
        .select({ id: cars.id })
        .from(cars)
        .where(and(inArray(cars.dealership_id, ids), stockScopeSql(s, NOW)));
      const sqlIds = rows.map((r) => r.id).sort((a, b) => a - b);
      const expected = inScope(s)
        .map((c) => c.id)
        .sort((a, b) => a - b);
      expect(sqlIds, s.slug).toEqual(expected);
    }
  });

  test("with no filters a search lists exactly the site's scoped stock", async () => {
    for (const s of sites.values()) {
      const result = await everything(s);
      expect(result.total, s.slug).toBe(inScope(s).length);
      expect(result.cars.map((c) => c.id).sort(), s.slug).toEqual(
        inScope(s)
          .map((c) => c.id)
          .sort(),
      );
    }
  });

  test("a location excluded by its dealer-system id (Harbour City's 2919) lists none of its cars anywhere", async () => {
    const harbour = site("harbourcity");
    expect(harbour.config.stock.scope.exclude_location_ids).toEqual([2919]);
    const ids = new Set(harbour.dealerships.map((d) => d.id));
    const yardCars = allCars.filter(
      (c) =>
        ids.has(c.dealership_id) &&
        dealerLocationOf(c) === 2919 &&
        c.show_on_dealer_website &&
        c.status === "in_stock" &&
        !c.sold,
    );
    expect(yardCars.length, "the demo has available cars at the excluded yard").toBeGreaterThan(0);
    const search = await everything(harbour);
    const listed = new Set(search.cars.map((c) => c.id));
    // Every other place the stock shows: featured, model pages, the sitemap, similar cars.
    const db = database.db;
    const shown = new Set([
      ...(await listFeaturedCars(db, { site: harbour, now: NOW, limit: 1000 })).map((c) => c.slug),
      ...(await listModelCars(db, { site: harbour, now: NOW, limit: 1000 })).cars.map((c) => c.slug),
      ...(await listSitemapCars(db, { site: harbour, now: NOW })).map((c) => c.slug),
    ]);
    for (const car of yardCars) {
      expect(listed.has(car.id), car.slug).toBe(false);
      expect(shown.has(car.slug), car.slug).toBe(false);
      const similar = await listSimilarCars(db, { site: harbour, now: NOW, like: car, limit: 100 });
      expect(similar.map((c) => c.slug)).not.toContain(car.slug);
      const page = await getVehicle(database.db, { site: harbour, slug: car.slug, now: NOW });
      expect(page.kind, car.slug).not.toBe("listed");
    }
    // The location filter offers no yard ('Moorebank (7)' was the report), nor does the home page.
    const yardCities = new Set(yardCars.map((c) => c.city));
    expect(yardCities).toEqual(new Set(["Moorebank"]));
    expect(search.facets.location.map((f) => f.value)).not.toContain("Moorebank");
    const overview = await listStockOverview(db, { site: harbour, now: NOW });
    expect(overview.cities.map((c) => c.city)).not.toContain("Moorebank");
  });

  test("the home page's 'Show N vehicles' count is the number the search then lists, on every site", async () => {
    for (const s of sites.values()) {
      const overview = await listStockOverview(database.db, { site: s, now: NOW });
      const search = await everything(s);
      expect(overview.listed, s.slug).toBe(search.total);
      const available = search.cars.filter((c) => !isSold(c) && c.status !== "sold").length;
      expect(overview.total, s.slug).toBe(available);
    }
  });

  test("every home-page count (make, body, condition, pick-up city) is what the search lists for it", async () => {
    for (const slug of ["harbourcity", "outback-rv", "coastline-rentals", "flexidrive"]) {
      const s = site(slug);
      const overview = await listStockOverview(database.db, { site: s, now: NOW });
      const checks = [
        ...overview.makes.map((m) => [`make=${encodeURIComponent(m.make)}`, m.count] as const),
        ...overview.bodies.map((b) => [`body=${encodeURIComponent(b.body)}`, b.count] as const),
        ...overview.car_types.map((c) => [`condition=${c.car_type}`, c.count] as const),
        ...overview.cities.map((c) => [`location=${encodeURIComponent(c.city)}`, c.count] as const),
      ];
      expect(overview.bodies.length, slug).toBeGreaterThan(0);
      for (const [query, count] of checks) {
        expect((await everything(s, query)).total, `${slug} ?${query}`).toBe(count);
      }
    }
  });

  test("a site lists its own dealership's locations first, then each dealership's in the site's order", async () => {
    for (const s of sites.values()) {
      const order = s.locations.map((l) => s.dealerships.findIndex((d) => d.id === l.dealership_id));
      expect(order, s.slug).toEqual([...order].sort((a, b) => a - b));
    }
    const westside = site("westside-auto");
    expect(defined(westside.dealerships[0], "westside.dealerships[0]").slug).toBe("westside-auto-hub");
    expect(defined(westside.locations[0], "westside.locations[0]").dealership_id).toBe(
      defined(westside.dealerships[0], "westside.dealerships[0]").id,
    );
  });

  test("a subscription site filters on the weekly price it shows; a rental site on its daily rate", async () => {
    const flexi = site("flexidrive");
    const weekly = await everything(flexi, "price_max=200");
    expect(weekly.total).toBeGreaterThan(0);
    for (const car of weekly.cars) {
      const row = defined(
        allCars.find((c) => c.id === car.id),
        "allCars.find((c) => c.id === car.id)",
      );
      expect(row.subscription_price, car.slug).not.toBeNull();
      expect(defined(row.subscription_price, "row.subscription_price"), car.slug).toBeLessThanOrEqual(200_00);
    }
    expect(weekly.facets.bounds.price_max).toBe(
      Math.max(...inScope(flexi).map((c) => c.subscription_price ?? 0)),
    );
    const daily = await everything(site("coastline-rentals"), "price_max=60");
    expect(daily.total).toBeGreaterThan(0);
    for (const car of daily.cars)
      expect(defined(car.price, "car.price"), car.slug).toBeLessThanOrEqual(60_00);
  });

  test("per-site scope rules hold in the results (min photos, makes, cities, market exclusion)", async () => {
    for (const s of sites.values()) {
      const { scope } = s.config.stock;
      const result = await everything(s);
      for (const car of result.cars) {
        const row = defined(
          allCars.find((c) => c.id === car.id),
          "allCars.find((c) => c.id === car.id)",
        );
        if (scope.min_photos > 0)
          expect(row.image_count, `${s.slug} ${car.slug}`).toBeGreaterThanOrEqual(scope.min_photos);
        if (scope.makes.length > 0 && !(car.car_type === "used" && scope.used_always_for_makes.length > 0)) {
          expect(
            scope.makes.map((m) => m.toLowerCase()),
            s.slug,
          ).toContain(canonicalMake(car.make, scope.make_aliases).toLowerCase());
        }
        if (scope.exclude_location_ids.length > 0) {
          expect(scope.exclude_location_ids, `${s.slug} ${car.slug}`).not.toContain(dealerLocationOf(row));
        }
      }
    }
    const sunburnt = site("sunburnt-used");
    expect(sunburnt.config.stock.scope.min_photos).toBe(3);
    const few = allCars.filter(
      (c) =>
        sunburnt.dealerships.some((d) => d.id === c.dealership_id) &&
        c.image_count < 3 &&
        c.show_on_dealer_website,
    );
    expect(few.length, "the demo has a car with too few photos to list").toBeGreaterThan(0);
  });

  test("make, condition and body filters narrow the results; make compares after aliases", async () => {
    const s = site("harbourcity");
    const expected = inScope(s).filter((c) => c.make === "Toyota" && c.car_type === "used");
    const result = await everything(s, "make=toyota&condition=used");
    expect(result.total).toBe(expected.length);
    expect(result.total).toBeGreaterThan(0);
    for (const car of result.cars) {
      expect(car.make).toBe("Toyota");
      expect(car.car_type).toBe("used");
    }

    const westside = site("westside-auto");
    expect(westside.config.stock.scope.make_aliases).toMatchObject({ VW: "Volkswagen" });
    const vw = inScope(westside).filter((c) => canonicalMake(c.make, { VW: "Volkswagen" }) === "Volkswagen");
    const byCanonical = await everything(westside, "make=Volkswagen");
    expect(byCanonical.total).toBe(vw.length);
    const byAlias = await everything(westside, "make=VW");
    expect(byAlias.total).toBe(vw.length);
    const facetMakes = (await everything(westside)).facets.make.map((m) => m.value);
    expect(facetMakes).not.toContain("VW");
    if (vw.length > 0) expect(facetMakes).toContain("Volkswagen");
  });

  test("makes are normalised platform-wide: a site without aliases finds a stored 'VW' under Volkswagen", async () => {
    const s = site("harbourcity");
    expect(s.config.stock.scope.make_aliases).toEqual({});
    const stored = inScope(s).filter((c) => c.make === "VW" || c.make === "Mercedes");
    expect(stored.length, "the demo stores some makes as a feed spelt them").toBeGreaterThan(0);
    const vw = inScope(s).filter((c) => c.make === "VW" || c.make === "Volkswagen");
    for (const query of ["make=Volkswagen", "make=VW", "make=vw", "make=Volkswagon"]) {
      const result = await everything(s, query);
      expect(result.total, query).toBe(vw.length);
    }
    const benz = inScope(s).filter((c) => c.make === "Mercedes" || c.make === "Mercedes-Benz");
    expect((await everything(s, "make=Mercedes+Benz")).total).toBe(benz.length);
    const facetMakes = (await everything(s)).facets.make;
    expect(facetMakes.map((m) => m.value)).not.toContain("VW");
    expect(facetMakes.map((m) => m.value)).not.toContain("Mercedes");
    expect(facetMakes.find((m) => m.value === "Volkswagen")?.count).toBe(vw.length);
  });

  test("facet counts apply every other filter but not their own", async () => {
    const s = site("harbourcity");
    const stock = inScope(s);
    const result = await everything(s, "make=Toyota&condition=used&body=SUV");
    const count = (rows: CarRow[], key: (c: CarRow) => string | null) => {
      const counts = new Map<string, number>();
      for (const row of rows) {
        const k = key(row);
        if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
      }
      return counts;
    };
    const asMap = (values: { value: string; count: number }[]) =>
      new Map(values.filter((v) => v.count > 0).map((v) => [v.value, v.count]));

    // make: condition and body apply, make does not; a make counts under its usual name
    expect(asMap(result.facets.make)).toEqual(
      count(
        stock.filter((c) => c.car_type === "used" && c.body === "SUV"),
        (c) => canonicalMake(c.make),
      ),
    );
    // condition: make and body apply
    expect(asMap(result.facets.condition)).toEqual(
      count(
        stock.filter((c) => c.make === "Toyota" && c.body === "SUV"),
        (c) => c.car_type,
      ),
    );
    // body: make and condition apply
    expect(asMap(result.facets.body)).toEqual(
      count(
        stock.filter((c) => c.make === "Toyota" && c.car_type === "used"),
        (c) => c.body,
      ),
    );
    // model: every filter applies (there is no model filter)
    expect(asMap(result.facets.model)).toEqual(
      count(
        stock.filter((c) => c.make === "Toyota" && c.car_type === "used" && c.body === "SUV"),
        (c) => c.model,
      ),
    );
    expect(result.total).toBe(
      stock.filter((c) => c.make === "Toyota" && c.car_type === "used" && c.body === "SUV").length,
    );
  });

  test("price, year and km ranges and the keyword filter", async () => {
    const s = site("harbourcity");
    const stock = inScope(s);
    const priced = await everything(s, "price_min=20000&price_max=40000");
    expect(priced.total).toBe(
      stock.filter((c) => c.price !== null && c.price >= 2_000_000 && c.price <= 4_000_000).length,
    );
    const years = await everything(s, "year_min=2020&year_max=2022");
    expect(years.total).toBe(stock.filter((c) => c.year >= 2020 && c.year <= 2022).length);
    const km = await everything(s, "km_max=20000");
    expect(km.total).toBe(stock.filter((c) => c.km <= 20_000).length);

    const hilux = await everything(s, "q=hilux");
    expect(hilux.total).toBeGreaterThan(0);
    for (const car of hilux.cars) expect(`${car.name} ${car.model}`.toLowerCase()).toContain("hilux");
    const twoWords = await everything(s, "q=toyota+hilux");
    expect(twoWords.total).toBe(hilux.cars.filter((c) => c.make === "Toyota").length);
    const wildcard = await everything(s, "q=%25");
    expect(wildcard.total).toBe(0);
  });

  test("keywords also find features and descriptions (the search box's own examples)", async () => {
    const s = site("harbourcity");
    const stock = inScope(s);
    const hasFeature = (c: CarRow, words: string) =>
      c.features.some((f) => f.toLowerCase().includes(words)) ||
      (c.description ?? "").toLowerCase().includes(words);
    for (const words of ["sunroof", "apple carplay"]) {
      const expected = stock.filter((c) => hasFeature(c, words));
      expect(expected.length, `the demo has cars with ${words}`).toBeGreaterThan(0);
      const found = await everything(s, `q=${encodeURIComponent(words)}`);
      expect(found.total, words).toBeGreaterThanOrEqual(expected.length);
      const ids = new Set(found.cars.map((c) => c.id));
      for (const car of expected) expect(ids.has(car.id), `${words}: ${car.slug}`).toBe(true);
    }
    // A hyphenated model reads the same typed either way.
    const moto = site("redline-moto");
    const mt07 = inScope(moto).filter((c) => c.model === "MT-07");
    expect(mt07.length, "the demo has an MT-07").toBeGreaterThan(0);
    for (const q of ["MT-07", "mt 07", "mt07".slice(0, 2)]) {
      const found = new Set((await everything(moto, `q=${encodeURIComponent(q)}`)).cars.map((c) => c.id));
      for (const car of mt07) expect(found.has(car.id), `${q}: ${car.slug}`).toBe(true);
    }
    // The start of a stock number finds that car.
    const car = defined(
      stock.find((c) => c.stocknum),
      "stock.find((c) => c.stocknum)",
    );
    const byStock = await everything(
      s,
      `q=${defined(car.stocknum, "car.stocknum").slice(0, -1).toLowerCase()}`,
    );
    expect(byStock.cars.map((c) => c.id)).toContain(car.id);
  });

  test("sorts order the whole result, with the site's default when none is asked for", async () => {
    const s = site("harbourcity");
    const check = async (
      sort: string,
      ordered: (a: (typeof r)["cars"][number], b: (typeof r)["cars"][number]) => boolean,
    ) => {
      const r = await everything(s, `sort=${sort}`);
      expect(r.sort).toBe(sort);
      for (let i = 1; i < r.cars.length; i++)
        expect(
          ordered(defined(r.cars[i - 1], "r.cars[i - 1]"), defined(r.cars[i], "r.cars[i]")),
          `${sort} at ${i}`,
        ).toBe(true);
    };
    const r = await everything(s);
    expect(r.sort).toBe("relevance");
    await check("latest", (a, b) => a.created_at >= b.created_at);
    await check("price-asc", (a, b) => b.price === null || (a.price !== null && a.price <= b.price));
    await check("price-desc", (a, b) => b.price === null || (a.price !== null && a.price >= b.price));
    await check("km-asc", (a, b) => a.km <= b.km);
    await check("km-desc", (a, b) => a.km >= b.km);
    // Most relevant: cars you can buy before recently sold ones.
    const firstSold = r.cars.findIndex((c) => isSold(c));
    if (firstSold !== -1) expect(r.cars.slice(firstSold).every((c) => isSold(c))).toBe(true);

    const sunburnt = await everything(site("sunburnt-used"));
    expect(sunburnt.sort).toBe("latest");
    const flexi = await everything(site("flexidrive"));
    expect(flexi.sort).toBe("subscription-price");
    // Subscription price is offered only where the site enables it.
    expect((await everything(s, "sort=subscription-price")).sort).toBe("relevance");
  });

  test("pages of 7 cover the result once each, in order", async () => {
    const s = site("harbourcity");
    const all = await everything(s, "sort=price-asc");
    const first = await searchCars(database.db, {
      site: s,
      filters: filters("sort=price-asc"),
      now: NOW,
      perPage: 7,
    });
    expect(first.pageCount).toBe(Math.ceil(all.total / 7));
    const ids: number[] = [];
    for (let page = 1; page <= first.pageCount; page++) {
      const r = await searchCars(database.db, {
        site: s,
        filters: filters(`sort=price-asc&page=${page}`),
        now: NOW,
        perPage: 7,
      });
      expect(r.page).toBe(page);
      expect(r.cars.length).toBe(page < first.pageCount ? 7 : all.total - 7 * (first.pageCount - 1));
      ids.push(...r.cars.map((c) => c.id));
    }
    expect(ids).toEqual(all.cars.map((c) => c.id));
    const past = await searchCars(database.db, {
      site: s,
      filters: filters("page=999"),
      now: NOW,
      perPage: 7,
    });
    expect(past.cars).toEqual([]);
    expect(past.total).toBe(all.total);
  });

  test("sold cars stay listed for the site's window: 3 days by default, 7 on the range site", async () => {
    const range = site("outback-rv");
    expect(range.config.stock.include_sold_cars_days).toBe(7);
    const harbour = site("harbourcity");
    expect(harbour.config.stock.include_sold_cars_days).toBe(3);

    for (const s of [range, harbour]) {
      const window = s.config.stock.include_sold_cars_days;
      const own = allCars.filter((c) => s.dealerships.some((d) => d.id === c.dealership_id));
      const listed = new Set((await everything(s)).cars.map((c) => c.id));
      for (const car of own.filter((c) => isSold(c) && c.show_on_dealer_website)) {
        const age = daysSinceSold(car);
        const expected = age !== null && age <= window && inScope(s).some((c) => c.id === car.id);
        expect(listed.has(car.id), `${s.slug} ${car.slug} sold ${age} days ago`).toBe(expected);
      }
    }
    const midAged = (s: Site) =>
      allCars.filter(
        (c) =>
          s.dealerships.some((d) => d.id === c.dealership_id) &&
          isSold(c) &&
          (daysSinceSold(c) ?? 0) > 3 &&
          (daysSinceSold(c) ?? 99) <= 7,
      );
    expect(midAged(range).length, "the range site has a car sold 4-7 days ago").toBeGreaterThan(0);
    const listedOnRange = new Set((await everything(range)).cars.map((c) => c.id));
    expect(midAged(range).every((c) => listedOnRange.has(c.id))).toBe(true);
    // The same site with the default window drops them.
    const threeDays = await everything(withConfig(range, { include_sold_cars_days: 3 }));
    expect(threeDays.total).toBe(
      (await everything(range)).total - midAged(range).filter((c) => c.show_on_dealer_website).length,
    );
  });

  test("a dealership's search lists only its stock; condition presets fix the condition", async () => {
    const s = site("harbourcity");
    for (const dealership of s.dealerships) {
      const r = await everything(s, "", { dealership_id: dealership.id });
      expect(r.total).toBe(inScope(s).filter((c) => c.dealership_id === dealership.id).length);
      expect(r.cars.every((c) => c.dealership_id === dealership.id)).toBe(true);
    }
    const range = site("outback-rv");
    const newOnes = await everything(range, "", { condition: ["new"] });
    expect(newOnes.total).toBe(inScope(range).filter((c) => c.car_type === "new").length);
    expect(newOnes.facets.condition.map((c) => c.value)).toEqual(["new"]);
    const used = await everything(range, "", { condition: ["used"] });
    expect(used.total).toBe(inScope(range).filter((c) => c.car_type === "used").length);
    expect(newOnes.total + used.total).toBeLessThanOrEqual((await everything(range)).total);
  });

  test("the site's preset query applies to every search", async () => {
    const s = withConfig(site("harbourcity"), {
      scope: { ...site("harbourcity").config.stock.scope, preset_query: "condition=used" },
    });
    const r = await everything(s);
    expect(r.total).toBe(inScope(site("harbourcity")).filter((c) => c.car_type === "used").length);
    expect(r.cars.every((c) => c.car_type === "used")).toBe(true);
  });

  test("getVehicle: listed, sold outside the window (gone), hidden and unknown", async () => {
    const range = site("outback-rv");
    const harbour = site("harbourcity");
    const listed = defined(inScope(harbour)[0], "inScope(harbour)[0]");
    expect((await getVehicle(database.db, { site: harbour, slug: listed.slug, now: NOW })).kind).toBe(
      "listed",
    );
    const old = defined(
      allCars.find(
        (c) =>
          harbour.dealerships.some((d) => d.id === c.dealership_id) &&
          isSold(c) &&
          (daysSinceSold(c) ?? 0) > 3 &&
          c.show_on_dealer_website,
      ),
      "a harbourcity car sold more than 3 days ago",
    );
    expect(old, "harbourcity has a car sold more than 3 days ago").toBeDefined();
    const gone = await getVehicle(database.db, { site: harbour, slug: old.slug, now: NOW });
    expect(gone).toMatchObject({ kind: "gone", car: { make: old.make, model: old.model } });
    const hidden = defined(
      allCars.find((c) => !c.show_on_dealer_website),
      "a car hidden from dealer websites",
    );
    const owner = defined(
      [...sites.values()].find((s) => s.dealerships.some((d) => d.id === hidden.dealership_id)),
      "the site owning the hidden car",
    );
    expect((await getVehicle(database.db, { site: owner, slug: hidden.slug, now: NOW })).kind).toBe(
      "missing",
    );
    expect((await getVehicle(database.db, { site: range, slug: listed.slug, now: NOW })).kind).toBe(
      "missing",
    );
    expect((await getVehicle(database.db, { site: harbour, slug: "no-such-car", now: NOW })).kind).toBe(
      "missing",
    );
    expect((await getVehicle(database.db, { site: harbour, slug: "bad slug!", now: NOW })).kind).toBe(
      "missing",
    );
  });
});
