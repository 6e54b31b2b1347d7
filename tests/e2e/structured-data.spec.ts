import { type APIRequestContext, expect, test } from "@playwright/test";
import { carRichResultErrors } from "../../src/domain/stock/test-support/car-rich-results";
import { apiGet } from "./fixtures";

// What a vehicle page tells search engines and social networks (JSON-LD,
// Open Graph, meta description) is what the page says, for every trade, and passes Google's
// rules for Car rich results; the locations page describes each location as a local business.
// The pages are read from the production server as a crawler reads them.

type Json = Record<string, unknown>;

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? "null"),
  );
}

function meta(html: string, attribute: "name" | "property", key: string): string | null {
  const tag = new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`).exec(html);
  return tag ? decode(tag[1] ?? "") : null;
}

function testId(html: string, id: string): string | null {
  const match = new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</p>`).exec(html);
  return match ? decode(match[1] ?? "") : null;
}

/** Dollars in a shown price ('$25,990', '$59/day') as schema.org writes them ('25990.00'). */
const dollars = (shown: string) => {
  const amount = /\$([\d,]+(?:\.\d{2})?)/.exec(shown)?.[1];
  return amount === undefined ? null : Number(amount.replace(/,/g, "")).toFixed(2);
};

/** The first vehicle a search lists whose data has a VIN (a car without one is the feed report's business). */
async function vehiclePage(request: APIRequestContext, slug: string, search: string) {
  const listing = await (await apiGet(request, slug, search)).text();
  const paths = [
    ...new Set(
      [...listing.matchAll(/href="(\/(?:cars|campers|motorcycles)\/[A-Za-z0-9_-]+)"/g)].map((m) => m[1]),
    ),
  ].slice(0, 12);
  for (const path of paths) {
    const response = await apiGet(request, slug, path ?? "/");
    expect(response.status(), `${slug}${path}`).toBe(200);
    const html = await response.text();
    const car = jsonLd(html).find((data) => (data as Json)?.["@type"] === "Car") as Json | undefined;
    if (car?.vehicleIdentificationNumber) return { path, html, car };
  }
  throw new Error(`no vehicle with a VIN among the first ${paths.length} of ${slug}${search}`);
}

for (const { trade, slug, search, unit } of [
  { trade: "a purchase", slug: "harbourcity", search: "/search/new-used-and-demo-cars", unit: null },
  { trade: "a hire", slug: "coastline-rentals", search: "/search/rental-cars", unit: ["DAY", "/day"] },
  {
    trade: "a subscription",
    slug: "flexidrive",
    search: "/search/subscription-cars",
    unit: ["WEE", "/week"],
  },
] as const) {
  test(`${trade} vehicle page passes Google's Car rules, and its JSON-LD, Open Graph and description say what the page does`, async ({
    request,
  }) => {
    const { path, html, car } = await vehiclePage(request, slug, search);
    expect(carRichResultErrors(car), `${slug}${path}`).toEqual([]);

    const description = meta(html, "name", "description");
    expect(meta(html, "property", "og:description")).toBe(description);
    const shown = testId(html, "vehicle-price");
    expect(shown, "the page shows a price").not.toBeNull();
    const offer = car.offers as Json;
    // The price the page shows is the offer's, and the description's.
    expect(offer.price).toBe(dollars(shown ?? ""));
    expect(description).toContain(shown ?? "");

    if (unit === null) {
      expect(car.itemCondition).toMatch(/^https:\/\/schema\.org\/(New|Used)Condition$/);
      expect(description).toMatch(/^(New|Used|Demo|Pre-owned) /);
      // A drive-away price under the price is in the offer too.
      const driveAway = testId(html, "drive-away-price");
      if (driveAway !== null) {
        expect(offer.priceSpecification).toMatchObject({ name: "Drive away", price: dollars(driveAway) });
        expect(description).toContain(`(${driveAway})`);
      }
    } else {
      const [unitCode, perUnit] = unit;
      expect(shown).toMatch(new RegExp(`${perUnit}$`));
      expect(offer.priceSpecification).toMatchObject({ unitCode, price: offer.price });
      expect(JSON.stringify(car)).not.toMatch(/NewCondition|UsedCondition/);
      expect(description).not.toMatch(/^(New|Used|Demo|Pre-owned) /);
    }
  });
}

test("the locations page describes each location shown as a local business", async ({ request }) => {
  const html = await (await apiGet(request, "harbourcity", "/our-locations")).text();
  const names = [...html.matchAll(/<h3 id="location-\d+"[^>]*>([\s\S]*?)<\/h3>/g)].map((m) =>
    decode(m[1] ?? ""),
  );
  expect(names.length).toBeGreaterThan(1);
  const graph = jsonLd(html).find(Array.isArray) as Json[] | undefined;
  expect(graph?.map((l) => l.name)).toEqual(names);
  for (const location of graph ?? []) {
    expect(["AutoDealer", "AutoRepair", "AutoPartsStore"]).toContain(location["@type"]);
    expect(location.address).toMatchObject({ "@type": "PostalAddress", addressCountry: "AU" });
  }
  expect(graph?.some((l) => l["@type"] === "AutoDealer")).toBe(true);
});
