import { describe, expect, test } from "vitest";
import { type BadgeCar, type BadgeSettings, badgeFor, type CardBadge } from "@/domain/stock/badge-for";

const now = new Date("2024-05-10T09:00:00Z");
const OLD = "2024-01-01T00:00:00Z";

// Every precedence level set at once, so each row switches off the levels above it.
const everything: BadgeCar = {
  status: "coming_soon",
  sold: false,
  reserved: true,
  simple_fuel: "Hybrid",
  certified: true,
  car_type: "used",
  tag: "Special",
  created_at: "2024-05-09T00:00:00Z",
};
const all: BadgeSettings = { show_fuel_tag: true, certified_logo: true };

describe("badgeFor: state beats badge, then the order for the rest", () => {
  test.each<{ name: string; car: Partial<BadgeCar>; settings?: BadgeSettings; expected: CardBadge | null }>([
    {
      name: "1. Reserved before every other badge",
      car: {},
      expected: { kind: "reserved", label: "Reserved" },
    },
    {
      name: "1. a reserved Electric car says Reserved, not Electric",
      car: { simple_fuel: "Electric", status: "in_stock", tag: null, certified: false },
      expected: { kind: "reserved", label: "Reserved" },
    },
    {
      name: "1. a reserved PHEV says Reserved, not PHEV",
      car: { simple_fuel: "PHEV", status: "in_stock", tag: null, certified: false },
      expected: { kind: "reserved", label: "Reserved" },
    },
    {
      name: "1. a reserved certified car with a custom tag says Reserved",
      car: { simple_fuel: null, status: "in_stock" },
      expected: { kind: "reserved", label: "Reserved" },
    },
    {
      name: "2. COMING SOON before the fuel tag",
      car: { reserved: false },
      expected: { kind: "coming-soon", label: "COMING SOON" },
    },
    {
      name: "2. COMING SOON before a custom tag",
      car: { reserved: false, simple_fuel: null, certified: false },
      expected: { kind: "coming-soon", label: "COMING SOON" },
    },
    {
      name: "3. fuel tag first of the badges when enabled",
      car: { reserved: false, status: "in_stock" },
      expected: { kind: "fuel", label: "Hybrid" },
    },
    {
      name: "3. Electric",
      car: { reserved: false, status: "in_stock", simple_fuel: "Electric" },
      expected: { kind: "fuel", label: "Electric" },
    },
    {
      name: "3. PHEV",
      car: { reserved: false, status: "in_stock", simple_fuel: "PHEV" },
      expected: { kind: "fuel", label: "PHEV" },
    },
    {
      name: "3. fuel tag skipped when not enabled → 4. certified",
      car: { reserved: false, status: "in_stock" },
      settings: { ...all, show_fuel_tag: false },
      expected: { kind: "certified", label: "Certified" },
    },
    {
      name: "4. certified logo (used, certified, enabled)",
      car: { simple_fuel: null, reserved: false, status: "in_stock" },
      expected: { kind: "certified", label: "Certified" },
    },
    {
      name: "4. certified logo off for the site → 5. custom tag",
      car: { simple_fuel: null, reserved: false, status: "in_stock" },
      settings: { ...all, certified_logo: false },
      expected: { kind: "tag", label: "Special" },
    },
    {
      name: "4. certified logo only for used cars → 5. custom tag",
      car: { simple_fuel: null, reserved: false, status: "in_stock", car_type: "demo" },
      expected: { kind: "tag", label: "Special" },
    },
    {
      name: "5. custom tag",
      car: { simple_fuel: null, reserved: false, status: "in_stock", certified: false },
      expected: { kind: "tag", label: "Special" },
    },
    {
      name: "5. blank tag → 6. just arrived",
      car: { simple_fuel: null, reserved: false, status: "in_stock", certified: false, tag: "  " },
      expected: { kind: "just-arrived", label: "JUST ARRIVED" },
    },
    {
      name: "6. just arrived (default 8 days, default label)",
      car: { simple_fuel: null, reserved: false, certified: false, tag: null, status: "in_stock" },
      expected: { kind: "just-arrived", label: "JUST ARRIVED" },
    },
    {
      name: "6. just arrived 8 days ago still counts",
      car: {
        simple_fuel: null,
        reserved: false,
        certified: false,
        tag: null,
        status: "in_stock",
        created_at: "2024-05-02",
      },
      expected: { kind: "just-arrived", label: "JUST ARRIVED" },
    },
    {
      name: "6. 9 days ago is not just arrived",
      car: {
        simple_fuel: null,
        reserved: false,
        certified: false,
        tag: null,
        status: "in_stock",
        created_at: "2024-05-01",
      },
      expected: null,
    },
    {
      name: "6. configured days and label",
      car: {
        simple_fuel: null,
        reserved: false,
        certified: false,
        tag: null,
        status: "in_stock",
        created_at: "2024-05-07",
      },
      settings: { just_arrived_days: 3, just_arrived_tag_name: "New In" },
      expected: { kind: "just-arrived", label: "New In" },
    },
    {
      name: "6. configured 2 days excludes 3 days ago",
      car: {
        simple_fuel: null,
        reserved: false,
        certified: false,
        tag: null,
        status: "in_stock",
        created_at: "2024-05-07",
      },
      settings: { just_arrived_days: 2 },
      expected: null,
    },
    {
      name: "nothing applies",
      car: {
        simple_fuel: null,
        reserved: false,
        certified: false,
        tag: null,
        status: "in_stock",
        created_at: OLD,
      },
      expected: null,
    },
    {
      name: "sold status → default sold tag",
      car: { status: "sold" },
      expected: { kind: "sold", label: "JUST SOLD" },
    },
    {
      name: "sold before reserved: a sold, reserved EV says JUST SOLD",
      car: { status: "in_stock", sold: true, reserved: true, simple_fuel: "Electric" },
      expected: { kind: "sold", label: "JUST SOLD" },
    },
    {
      name: "sold flag → sold tag even while in_stock",
      car: { status: "in_stock", sold: true },
      expected: { kind: "sold", label: "JUST SOLD" },
    },
    {
      name: "sold tag name from settings",
      car: { status: "sold" },
      settings: { ...all, sold_tag_name: "SOLD" },
      expected: { kind: "sold", label: "SOLD" },
    },
    {
      name: "blank sold tag name falls back",
      car: { status: "sold" },
      settings: { sold_tag_name: "" },
      expected: { kind: "sold", label: "JUST SOLD" },
    },
  ])("$name", ({ car, settings = all, expected }) => {
    expect(badgeFor({ ...everything, ...car }, settings, now)).toEqual(expected);
  });
});
