// The home quick search's "Show N cars" follows the choices. GET
// /api/stock-count answers the search's own total for the quick search's fields, and refuses
// (422, naming the field) anything else, against the seeded demo stock.
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET } from "@/app/site/[host]/api/stock-count/route";
import { defined } from "@/domain/defined";
import { parseSearchFilters } from "@/domain/stock/parse-search-filters";
import type { Database } from "@/server/db/client";
import { loadSite } from "@/server/sites/load-site";
import { listStockOverview } from "@/server/stock/list-stock-facets";
import { searchCars } from "@/server/stock/search-cars";
import { seedDemo } from "../../seed/seed-demo";
import { useAsProcessDatabase } from "../support/lead-fixtures";
import { testDatabaseTargets } from "../support/test-databases";

const HOST = "harbourcity.localhost";

async function count(query: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await GET(new Request(`http://${HOST}/api/stock-count?${query}`), {
    params: Promise.resolve({ host: HOST }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(testDatabaseTargets())("GET /api/stock-count on $name", (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await target.open();
    useAsProcessDatabase(database);
    await seedDemo(database.db, {
      now: new Date(),
      mediaDir: path.join(os.tmpdir(), "forecourt-test-media"),
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  async function searchTotal(query: string): Promise<number> {
    const site = defined(await loadSite(database.db, { hostname: HOST, slug: "harbourcity" }), "harbourcity");
    const filters = parseSearchFilters(new URLSearchParams(query));
    return (await searchCars(database.db, { site, filters, now: new Date() })).total;
  }

  test.each([
    ["no choice: every listed vehicle", ""],
    ["a make", "make=Toyota"],
    ["a make and a condition", "make=Toyota&condition=used"],
    ["a body, written in another case", "body=suv"],
    ["two conditions", "condition=new&condition=demo"],
    ["empty fields, as a GET form sends them", "make=&body=&condition=used"],
  ])("%s: the search's own total", async (_name, query) => {
    const answer = await count(query);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ total: await searchTotal(query) });
  });

  test("with no choice it is the home page's count, and a make's is its option's count", async () => {
    const site = defined(await loadSite(database.db, { hostname: HOST, slug: "harbourcity" }), "harbourcity");
    const overview = await listStockOverview(database.db, { site, now: new Date() });
    expect((await count("")).body).toEqual({ total: overview.listed });
    const toyota = defined(
      overview.makes.find((m) => m.make === "Toyota"),
      "Toyota in the overview",
    );
    expect((await count("make=Toyota")).body).toEqual({ total: toyota.count });
    expect(toyota.count).toBeLessThan(overview.listed);
  });

  test.each([
    ["a field the quick search does not have", "price_max=1", "price_max"],
    ["a make the stock does not offer", "make=NoSuchMake", "make"],
    ["two makes", "make=Toyota&make=Kia", "make"],
    ["a condition that is not one", "condition=nearly-new", "condition"],
  ])("%s: 422 naming the field", async (_name, query, field) => {
    const answer = await count(query);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      error: { code: "validation_failed", fields: { [field]: expect.any(String) } },
    });
  });
});
