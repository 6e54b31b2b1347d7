import { describe, expect, test } from "vitest";
import type { CarImage } from "@/domain/stock/car-facts";
import { matchesScope, type ScopeCar, type StockScope } from "@/domain/stock/test-support/matches-scope";

const now = new Date("2024-05-10T09:00:00Z");
const photo: CarImage = { url: "/1.jpg", thumb: "/1-t.jpg" };

const car: ScopeCar = {
  status: "in_stock",
  sold: false,
  sold_date_timestamp: null,
  show_on_dealer_website: true,
  make: "Kia",
  car_type: "new",
  city: "Geelong",
  images: [photo, photo, photo],
  dealer_location_id: 100,
  dealership_id: 7,
};
const open: StockScope = { sold_window_days: 3 };

describe("matchesScope (SPEC 7 search filter + SPEC 2/9 per-site rules)", () => {
  test.each<{ name: string; car?: Partial<ScopeCar>; scope?: Partial<StockScope>; expected: boolean }>([
    // SPEC 7 listability
    { name: "in stock, no rules", expected: true },
    { name: "hidden from the dealer website", car: { show_on_dealer_website: false }, expected: false },
    {
      name: "sold 3 days ago, window 3",
      car: { status: "sold", sold_date_timestamp: "2024-05-07" },
      expected: true,
    },
    {
      name: "sold 4 days ago, window 3",
      car: { status: "sold", sold_date_timestamp: "2024-05-06" },
      expected: false,
    },
    {
      name: "sold 7 days ago, range window 7",
      car: { status: "sold", sold_date_timestamp: "2024-05-03" },
      scope: { sold_window_days: 7 },
      expected: true,
    },
    // SPEC 2: sites in one region filter by city
    { name: "city in the list", scope: { cities: ["Ballarat", "geelong"] }, expected: true },
    { name: "city not in the list", scope: { cities: ["Ballarat"] }, expected: false },
    { name: "no city on the car", car: { city: null }, scope: { cities: ["Ballarat"] }, expected: false },
    { name: "empty city list does not restrict", scope: { cities: [] }, expected: true },
    // SPEC 2: one used-car site requires a minimum of 3 photos
    { name: "3 photos with minimum 3", scope: { min_photos: 3 }, expected: true },
    {
      name: "2 photos with minimum 3",
      car: { images: [photo, photo] },
      scope: { min_photos: 3 },
      expected: false,
    },
    // SPEC 2: manufacturer sites filter by make
    { name: "make in the list", scope: { makes: ["KIA"] }, expected: true },
    { name: "make not in the list", scope: { makes: ["Hyundai"] }, expected: false },
    {
      name: "make alias maps the car's regional name",
      car: { make: "Mercedes" },
      scope: { makes: ["Mercedes-Benz"], make_aliases: { Mercedes: "Mercedes-Benz" } },
      expected: true,
    },
    {
      name: "make alias applies to the configured list too",
      car: { make: "Mercedes-Benz" },
      scope: { makes: ["Mercedes"], make_aliases: { Mercedes: "Mercedes-Benz" } },
      expected: true,
    },
    // SPEC 9: used stock is always OR-ed in for certain brands
    {
      name: "used car of an always-included brand bypasses the make filter",
      car: { car_type: "used", make: "Mazda" },
      scope: { makes: ["Kia"], used_always_for_makes: ["Mazda"] },
      expected: true,
    },
    {
      name: "used always-included brand also bypasses city and photo presets",
      car: { car_type: "used", make: "Mazda", city: "Perth", images: [] },
      scope: { cities: ["Geelong"], min_photos: 3, used_always_for_makes: ["mazda"] },
      expected: true,
    },
    {
      name: "new car of an always-included brand does not bypass",
      car: { car_type: "new", make: "Mazda" },
      scope: { makes: ["Kia"], used_always_for_makes: ["Mazda"] },
      expected: false,
    },
    {
      name: "demo car of an always-included brand does not bypass",
      car: { car_type: "demo", make: "Mazda" },
      scope: { makes: ["Kia"], used_always_for_makes: ["Mazda"] },
      expected: false,
    },
    {
      name: "used car of another brand does not bypass",
      car: { car_type: "used", make: "Ford" },
      scope: { makes: ["Kia"], used_always_for_makes: ["Mazda"] },
      expected: false,
    },
    {
      name: "used-always does not bypass a location exclusion",
      car: { car_type: "used", make: "Mazda", dealer_location_id: 2919 },
      scope: { makes: ["Kia"], used_always_for_makes: ["Mazda"], exclude_location_ids: [2919] },
      expected: false,
    },
    {
      name: "used-always does not bring back a sold car outside the window",
      car: { car_type: "used", make: "Mazda", status: "sold", sold_date_timestamp: "2024-04-01" },
      scope: { used_always_for_makes: ["Mazda"] },
      expected: false,
    },
    // SPEC 9: one group excludes location 2919
    {
      name: "excluded location",
      car: { dealer_location_id: 2919 },
      scope: { exclude_location_ids: [2919] },
      expected: false,
    },
    { name: "other location", scope: { exclude_location_ids: [2919] }, expected: true },
    {
      name: "car without a location",
      car: { dealer_location_id: null },
      scope: { exclude_location_ids: [2919] },
      expected: true,
    },
    // SPEC 9: one slug restricts to new for a seller id
    { name: "seller's new car", scope: { new_only_seller_id: 7 }, expected: true },
    {
      name: "seller's used car",
      car: { car_type: "used" },
      scope: { new_only_seller_id: 7 },
      expected: false,
    },
    {
      name: "seller's demo car",
      car: { car_type: "demo" },
      scope: { new_only_seller_id: 7 },
      expected: false,
    },
    {
      name: "another seller's used car",
      car: { car_type: "used", dealership_id: 8 },
      scope: { new_only_seller_id: 7 },
      expected: true,
    },
    {
      name: "null seller id does not restrict",
      car: { car_type: "used" },
      scope: { new_only_seller_id: null },
      expected: true,
    },
    // SPEC 9: a market flag excludes new or demo cars of one make
    {
      name: "new car of the excluded make",
      car: { make: "Tesla" },
      scope: { exclude_new_demo_for_make: "Tesla" },
      expected: false,
    },
    {
      name: "demo car of the excluded make",
      car: { make: "tesla", car_type: "demo" },
      scope: { exclude_new_demo_for_make: "Tesla" },
      expected: false,
    },
    {
      name: "used car of the excluded make",
      car: { make: "Tesla", car_type: "used" },
      scope: { exclude_new_demo_for_make: "Tesla" },
      expected: true,
    },
    { name: "new car of another make", scope: { exclude_new_demo_for_make: "Tesla" }, expected: true },
  ])("$name → $expected", ({ car: change, scope, expected }) => {
    expect(matchesScope({ ...car, ...change }, { ...open, ...scope }, now)).toBe(expected);
  });
});
