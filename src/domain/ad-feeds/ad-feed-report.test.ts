import { describe, expect, test } from "vitest";
import { MAX_REPORTED_VEHICLES } from "@/domain/ad-feeds/ad-feed-report";
import { adFeedReport, feedRow, feedSite } from "@/domain/ad-feeds/test-support/ad-feed-fixtures";

const site = feedSite();
const rows = [
  feedRow(),
  feedRow({ id: 2, stocknum: "N2", slug: "no-vin", vin: null }),
  feedRow({
    id: 3,
    stocknum: "P3",
    slug: "ten-dollars",
    price: 1000,
    images: [feedRow().images[0] ?? { url: "/a.jpg", thumb: "/a.jpg" }],
  }),
  feedRow({ id: 4, stocknum: "C4", slug: "no-colour", colour: null }),
  feedRow({
    id: 5,
    stocknum: "H5",
    slug: "placeholder",
    primary_image_url: "/media/placeholder/vehicle-default.jpg",
    images: [],
  }),
];

describe("the validation report", () => {
  test("Google: counts per issue, errors first; each vehicle with what is missing or invalid", () => {
    const report = adFeedReport(rows, site, "google", { ok: true });
    expect(report).toMatchObject({
      feed: "google",
      path: "/feeds/google-vehicles.xml",
      not_served: null,
      vehicles: 5,
      in_feed: 2,
      left_out: 3,
      with_warnings: 1,
    });
    expect(report.issues).toEqual([
      { code: "image_placeholder", attribute: "image_link", severity: "error", vehicles: 1 },
      { code: "price_missing", attribute: "price", severity: "error", vehicles: 1 },
      { code: "vin_missing", attribute: "vin", severity: "error", vehicles: 1 },
      { code: "color_missing", attribute: "color", severity: "warning", vehicles: 1 },
      { code: "few_photos", attribute: "image_link", severity: "warning", vehicles: 1 },
    ]);
    expect(
      report.vehicles_with_issues.map((v) => [v.stocknum, v.path, v.in_feed, v.issues.map((i) => i.code)]),
    ).toEqual([
      ["N2", "/cars/no-vin", false, ["vin_missing"]],
      ["P3", "/cars/ten-dollars", false, ["price_missing", "few_photos"]],
      ["C4", "/cars/no-colour", true, ["color_missing"]],
      ["H5", "/cars/placeholder", false, ["image_placeholder"]],
    ]);
    expect(report.more_vehicles_with_issues).toBe(0);
  });

  test("Meta: the same rows by Meta's rules (a missing VIN is a warning, a missing colour an error)", () => {
    const report = adFeedReport(rows, site, "meta", { ok: true });
    expect([report.in_feed, report.left_out, report.with_warnings]).toEqual([2, 3, 1]);
    expect(report.issues.map((i) => `${i.severity}:${i.code}`)).toEqual([
      "error:color_missing",
      "error:image_placeholder",
      "error:price_missing",
      "warning:few_photos",
      "warning:vin_missing",
    ]);
  });

  test("a feed the site does not serve says why and counts nothing", () => {
    const report = adFeedReport(rows, site, "google", { ok: false, reason: "turned off" });
    expect(report).toMatchObject({
      not_served: "turned off",
      vehicles: 0,
      issues: [],
      vehicles_with_issues: [],
    });
  });

  test(`at most ${MAX_REPORTED_VEHICLES} vehicles are listed; the counts go on`, () => {
    const many = Array.from({ length: MAX_REPORTED_VEHICLES + 20 }, (_, i) =>
      feedRow({ id: i + 1, stocknum: `S${i}`, slug: `s${i}`, vin: null }),
    );
    const report = adFeedReport(many, site, "google", { ok: true });
    expect(report.vehicles_with_issues).toHaveLength(MAX_REPORTED_VEHICLES);
    expect(report.more_vehicles_with_issues).toBe(20);
    expect(report.issues).toEqual([
      { code: "vin_missing", attribute: "vin", severity: "error", vehicles: MAX_REPORTED_VEHICLES + 20 },
    ]);
  });
});
