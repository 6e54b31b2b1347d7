import { describe, expect, test } from "vitest";
import { adFeedVehicle } from "@/domain/ad-feeds/ad-feed-vehicle";
import {
  META_COLUMNS,
  META_FEED_HEADER,
  metaBodyStyle,
  metaDrivetrain,
  metaFeedRow,
  metaFuelType,
  metaTransmission,
  metaVehicleIssues,
  metaVehicleType,
} from "@/domain/ad-feeds/meta-vehicle-feed";
import { feedRow, feedSite } from "@/domain/ad-feeds/test-support/ad-feed-fixtures";
import { metaRowProblems, metaRows } from "@/domain/ad-feeds/test-support/feed-oracles";

const site = feedSite({}, { feeds: { meta: { utm: { utm_source: "facebook" } } } });
const csv = (...rows: ReturnType<typeof feedRow>[]) =>
  META_FEED_HEADER + rows.map((r) => metaFeedRow(adFeedVehicle(r, site, "meta"), site)).join("");

describe("Meta's automotive catalog, read back with a CSV parser", () => {
  test("the header is Meta's column names; every row fills Meta's required fields in their documented form", () => {
    const rows = metaRows(
      csv(feedRow(), feedRow({ id: 2, slug: "b", car_type: "new", km: 0, certified: false })),
    );
    expect(Object.keys(rows[0] ?? {})).toEqual([...META_COLUMNS]);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(metaRowProblems(row)).toEqual([]);
  });

  test("a row's values", () => {
    const [row] = metaRows(csv(feedRow({ certified: true, offer_price: 100_000 })));
    expect(row).toMatchObject({
      vehicle_id: "JTEBR3FJ10K123456",
      title: "2021 Toyota Hilux SR5",
      url: "https://harbourcity.example/cars/2021-toyota-hilux-sr5-hct1001?utm_source=facebook",
      make: "Toyota",
      model: "Hilux",
      year: "2021",
      trim: "SR5",
      "mileage.value": "45210",
      "mileage.unit": "KM",
      "image[0].url": "https://harbourcity.example/media/cars/hilux-1.jpg",
      "image[3].url": "https://harbourcity.example/media/cars/hilux-4.jpg",
      "image[4].url": "",
      body_style: "PICKUP",
      exterior_color: "Glacier White",
      transmission: "AUTOMATIC",
      fuel_type: "DIESEL",
      drivetrain: "4X4",
      vin: "JTEBR3FJ10K123456",
      price: "45990.00 AUD",
      sale_price: "44990.00 AUD",
      state_of_vehicle: "CPO",
      availability: "AVAILABLE",
      date_first_on_lot: "2030-05-01",
      vehicle_type: "CAR_TRUCK",
      dealer_id: "harbour-city-toyota",
      dealer_name: "Harbour City Toyota",
      dealer_phone: "02 9000 1000",
      "address.addr1": "1 O'Riordan St",
      "address.city": "Alexandria",
      "address.region": "NSW",
      "address.postal_code": "2015",
      "address.country": "AU",
      latitude: "-33.9",
      longitude: "151.19",
    });
  });

  test("commas, quotes and line breaks survive the round trip", () => {
    const description = 'Line one, with "quotes"\nLine two,\r\nend';
    const [row] = metaRows(csv(feedRow({ description, colour: '"Red", dark' })));
    expect(row?.description).toBe(description);
    expect(row?.exterior_color).toBe('"Red", dark');
  });

  test("miles on US sites", () => {
    const us = feedSite({ market: "US" });
    const [row] = metaRows(
      META_FEED_HEADER + metaFeedRow(adFeedVehicle(feedRow({ km: 16_093 }), us, "meta"), us),
    );
    expect([row?.["mileage.value"], row?.["mileage.unit"], row?.price, row?.["address.country"]]).toEqual([
      "10000",
      "MI",
      "45990.00 USD",
      "US",
    ]);
  });
});

describe("Meta's vocabularies", () => {
  test.each<[(v: string | null) => string | null, string | null, string | null]>([
    [metaBodyStyle, "Hatch", "HATCHBACK"],
    [metaBodyStyle, "Ute", "PICKUP"],
    [metaBodyStyle, "Wagon", "WAGON"],
    [metaBodyStyle, "Cab Chassis", "TRUCK"],
    [metaBodyStyle, "People Mover", "MINIVAN"],
    [metaBodyStyle, "Caravan", null],
    [metaFuelType, "Petrol", "PETROL"],
    [metaFuelType, "Gasoline", "GASOLINE"],
    [metaFuelType, "Plug-in Hybrid", "PLUGIN_HYBRID"],
    [metaFuelType, "Hybrid", "HYBRID"],
    [metaFuelType, "LPG", "OTHER"],
    [metaTransmission, "CVT", "AUTOMATIC"],
    [metaTransmission, "6 Speed Manual", "MANUAL"],
    [metaTransmission, "Single Speed", "AUTOMATIC"],
    [metaTransmission, "Chain", "OTHER"],
    [metaDrivetrain, "4WD", "4X4"],
    [metaDrivetrain, "4x2", "4X2"],
    [metaDrivetrain, "FWD", "FWD"],
    [metaDrivetrain, "6x4", "OTHER"],
  ])("%o(%j) → %j", (map, value, expected) => {
    expect(map(value)).toBe(expected);
  });

  test.each([
    ["dealer", "CAR_TRUCK"],
    ["motorcycle", "MOTORCYCLE"],
    ["range", "RV_CAMPER"],
    ["camper", "RV_CAMPER"],
    ["truck", "COMMERCIAL"],
  ] as const)("a %s site's vehicles are %s", (template, type) => {
    expect(metaVehicleType(template)).toBe(type);
  });
});

describe("metaVehicleIssues", () => {
  const codes = (row: Parameters<typeof feedRow>[0], s = site) =>
    metaVehicleIssues(adFeedVehicle(feedRow(row), s, "meta"), s.template).map(
      (i) => `${i.severity}:${i.code}`,
    );

  test.each<[string, Parameters<typeof feedRow>[0], string[]]>([
    ["a complete listing", {}, []],
    ["no VIN: recommended only", { vin: null }, ["warning:vin_missing"]],
    ["no colour", { colour: null }, ["error:color_missing"]],
    [
      "no location: no address and no map position",
      { location_id: null },
      ["error:address_missing", "error:coordinates_missing"],
    ],
    ["a body Meta has no style for", { body: "Caravan" }, ["warning:body_style_unmapped"]],
  ])("%s", (_label, row, expected) => {
    expect(codes(row)).toEqual(expected);
  });

  test("a location without a street or map position", () => {
    const bare = feedSite({
      locations: new Map([
        [
          7,
          {
            id: 7,
            slug: "x",
            name: "X",
            phone: null,
            street: null,
            city: "Perth",
            state: "WA",
            postcode: null,
            lat: null,
            long: null,
          },
        ],
      ]),
    });
    expect(codes({}, bare)).toEqual(["error:address_missing", "error:coordinates_missing"]);
  });
});
