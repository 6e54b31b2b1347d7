import { describe, expect, test } from "vitest";
import { adFeedVehicle } from "@/domain/ad-feeds/ad-feed-vehicle";
import {
  GOOGLE_FEED_FOOTER,
  googleBodyStyle,
  googleEngine,
  googleFeedHeader,
  googleFeedItem,
  googleVehicleIssues,
} from "@/domain/ad-feeds/google-vehicle-feed";
import { feedRow, feedSite } from "@/domain/ad-feeds/test-support/ad-feed-fixtures";
import { googleItemProblems, googleItems } from "@/domain/ad-feeds/test-support/feed-oracles";
import { at, childrenNamed, textOf } from "@/domain/leads/test-support/parse-xml";

const site = feedSite();
const feed = (...rows: ReturnType<typeof feedRow>[]) =>
  googleFeedHeader(site) +
  rows.map((r) => googleFeedItem(adFeedVehicle(r, site, "google"))).join("") +
  GOOGLE_FEED_FOOTER;

describe("Google's vehicle ads feed, read back with an XML parser", () => {
  test("every item carries Google's required attributes in their documented form", () => {
    const items = googleItems(
      feed(feedRow(), feedRow({ id: 2, slug: "b", vin: "1HGCM82633A004352", car_type: "new", km: 12 })),
    );
    expect(items).toHaveLength(2);
    for (const item of items) expect(googleItemProblems(item)).toEqual([]);
  });

  test.each<[string, string]>([
    ["g:id", "JTEBR3FJ10K123456"],
    ["g:title", "2021 Toyota Hilux SR5"],
    ["g:description", "One owner, full service history."],
    ["g:link", "https://harbourcity.example/cars/2021-toyota-hilux-sr5-hct1001"],
    ["g:image_link", "https://harbourcity.example/media/cars/hilux-1.jpg"],
    ["g:price", "45990.00 AUD"],
    ["g:condition", "used"],
    ["g:brand", "Toyota"],
    ["g:model", "Hilux"],
    ["g:year", "2021"],
    ["g:mileage", "45210 km"],
    ["g:vin", "JTEBR3FJ10K123456"],
    ["g:store_code", "harbour-city-toyota-alexandria"],
    ["g:vehicle_fulfillment/g:option", "in_store"],
    ["g:vehicle_fulfillment/g:store_code", "harbour-city-toyota-alexandria"],
    ["g:google_product_category", "916"],
    ["g:color", "Glacier White"],
    ["g:trim", "SR5"],
    ["g:body_style", "truck"],
    ["g:engine", "diesel"],
  ])("%s is %j", (path, expected) => {
    const [item] = googleItems(feed(feedRow()));
    expect(textOf(at(item ?? { name: "", attributes: {}, children: [] }, path))).toBe(expected);
  });

  test("the other photos, the transmission and drive as product details", () => {
    const [item] = googleItems(feed(feedRow()));
    if (!item) throw new Error("no item");
    expect(childrenNamed(item, "g:additional_image_link").map(textOf)).toEqual(
      [2, 3, 4].map((n) => `https://harbourcity.example/media/cars/hilux-${n}.jpg`),
    );
    expect(
      childrenNamed(item, "g:product_detail").map((d) => [
        textOf(at(d, "g:attribute_name")),
        textOf(at(d, "g:attribute_value")),
      ]),
    ).toEqual([
      ["Transmission", "Automatic"],
      ["Drivetrain", "4x4"],
    ]);
  });

  test("hostile text is escaped, characters XML cannot carry are dropped, and the document stays whole", () => {
    const nasty = `Tom & "Jerry" <script>alert(1)</script> 🚗 ]]> \u0000\u0008`;
    const [item] = googleItems(feed(feedRow({ description: nasty, colour: "Red & <Black>" })));
    if (!item) throw new Error("no item");
    expect(textOf(at(item, "g:description"))).toBe(`Tom & "Jerry" <script>alert(1)</script> 🚗 ]]> `);
    expect(textOf(at(item, "g:color"))).toBe("Red & <Black>");
  });

  test("the channel names the site", () => {
    const xml = feed();
    expect(googleItems(xml)).toEqual([]);
    expect(xml).toContain("<title>Harbour City Motor Group vehicles</title>");
  });
});

describe("Google's vocabularies", () => {
  test.each<[string | null, string | null]>([
    ["Hatch", "hatchback"],
    ["Sedan", "sedan"],
    ["SUV", "suv"],
    ["Ute", "truck"],
    ["Pickup Truck", "truck"],
    ["Wagon", "station_wagon"],
    ["People Mover", "minivan"],
    ["Convertible", "convertible"],
    ["Van", "full_size_van"],
    ["Caravan", null],
    [null, null],
  ])("body %j → %j", (body, expected) => {
    expect(googleBodyStyle(body)).toBe(expected);
  });

  test.each<[string | null, string | null]>([
    ["Petrol", "gasoline"],
    ["Gasoline", "gasoline"],
    ["Diesel", "diesel"],
    ["Electric", "electric"],
    ["Hybrid", "hybrid"],
    ["Plug-in Hybrid", "hybrid"],
    ["LPG", null],
  ])("fuel %j → engine %j", (fuel, expected) => {
    expect(googleEngine(fuel)).toBe(expected);
  });
});

describe("googleVehicleIssues: what keeps a vehicle out, and what it would show better with", () => {
  const codes = (row: Parameters<typeof feedRow>[0]) =>
    googleVehicleIssues(adFeedVehicle(feedRow(row), site, "google")).map((i) => `${i.severity}:${i.code}`);

  test.each<[string, Parameters<typeof feedRow>[0], string[]]>([
    ["a complete listing", {}, []],
    ["no VIN", { vin: null }, ["error:vin_missing"]],
    ["an invalid VIN", { vin: "JTEBR3FJ10K12345O" }, ["error:vin_invalid"]],
    ["no location", { location_id: null }, ["error:store_code_missing"]],
    ["no colour", { colour: null }, ["warning:color_missing"]],
    ["no trim", { series: null }, ["warning:trim_missing"]],
    ["a body Google has no style for", { body: "Cab Chassis" }, ["warning:body_style_unmapped"]],
    ["$10", { price: 1000 }, ["error:price_missing"]],
  ])("%s", (_label, row, expected) => {
    expect(codes(row)).toEqual(expected);
  });
});
