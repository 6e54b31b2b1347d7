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

describe("badgeFor (SPEC 4: card badge precedence for available cars)", () => {
  test.each<{ name: string; car: Partial<BadgeCar>; settings?: BadgeSettings; expected: CardBadge | null }>([
    { name: "1. fuel tag first when enabled", car: {}, expected: { kind: "fuel", label: "Hybrid" } },
    {
      name: "1. Electric",
      car: { simple_fuel: "Electric" },
      expected: { kind: "fuel", label: "Electric" },
    },
    { name: "1. PHEV", car: { simple_fuel: "PHEV" }, expected: { kind: "fuel", label: "PHEV" } },
    {
      name: "1. fuel tag skipped when not enabled → 2. Reserved",
      car: {},
      settings: { ...all, show_fuel_tag: false },
      expected: { kind: "reserved", label: "Reserved" },
    },
    { name: "2. Reserved", car: { simple_fuel: null }, expected: { kind: "reserved", label: "Reserved" } },
    {
      name: "3. certified logo (used, certified, enabled)",
      car: { simple_fuel: null, reserved: false },
      expected: { kind: "certified", label: "Certified" },
    },
    {
      name: "3. certified logo off for the site → 4. custom tag",
      car: { simple_fuel: null, reserved: false },
      settings: { ...all, certified_logo: false },
      expected: { kind: "tag", label: "Special" },
    },
    {
      name: "3. certified logo only for used cars → 4. custom tag",
      car: { simple_fuel: null, reserved: false, car_type: "demo" },
      expected: { kind: "tag", label: "Special" },
    },
    {
      name: "4. custom tag",
      car: { simple_fuel: null, reserved: false, certified: false },
      expected: { kind: "tag", label: "Special" },
    },
    {
      name: "5. COMING SOON",
      car: { simple_fuel: null, reserved: false, certified: false, tag: null },
      expected: { kind: "coming-soon", label: "COMING SOON" },
    },
    {
      name: "5. blank tag does not hide COMING SOON",
      car: { simple_fuel: null, reserved: false, certified: false, tag: "  " },
      expected: { kind: "coming-soon", label: "COMING SOON" },
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
