import { describe, expect, test } from "vitest";
import { VEHICLE_ACTIONS, type VehicleAction } from "@/domain/config/site-config";
import {
  type SiteVehicleActions,
  type VehicleActionsCar,
  vehicleActions,
} from "@/domain/stock/vehicle-actions";

const car: VehicleActionsCar = {
  status: "in_stock",
  sold: false,
  reserved: false,
  reservable: null,
  price: 25_000_00,
  payment_processors: [
    { authorization_type: "stripe", authorization_key: "pk_live_x", deposit_amount: 500_00 },
  ],
  file: "https://reports.example/1.pdf",
  location: { name: "Parramatta", slug: "parramatta", phone: "02 9999 0000" },
};
const everything: SiteVehicleActions = {
  enabled: [...VEHICLE_ACTIONS].reverse(),
  checkout_enabled: true,
  valuation_enabled: true,
  phone: null,
  assistantUrl: "/demo-third-party/assistant.js",
};
const without = (...drop: VehicleAction[]) => VEHICLE_ACTIONS.filter((a) => !drop.includes(a));

describe("vehicleActions (SPEC 2 vehicle page actions, gated by SPEC 5 action availability)", () => {
  test("all enabled and eligible → the spec's order, whatever order the site lists them", () => {
    expect(vehicleActions(car, everything)).toEqual([...VEHICLE_ACTIONS]);
  });

  test.each<{
    name: string;
    car?: Partial<VehicleActionsCar>;
    site?: Partial<SiteVehicleActions>;
    expected: VehicleAction[];
  }>([
    {
      name: "site enables only enquire and chat",
      site: { enabled: ["chat", "enquire"] },
      expected: ["enquire", "chat"],
    },
    { name: "nothing enabled", site: { enabled: [] }, expected: [] },
    {
      name: "no assistant provider configured → no assistant chat",
      site: { assistantUrl: null },
      expected: without("assistant_chat"),
    },
    {
      name: "no phone on the location and none for the site → no call or reveal",
      car: { location: { name: "Yard", slug: "yard", phone: "  " } },
      expected: without("call", "phone_reveal"),
    },
    {
      name: "site phone stands in for a location without one",
      car: { location: { name: "Yard", slug: "yard", phone: null } },
      site: { phone: "1300 000 000" },
      expected: [...VEHICLE_ACTIONS],
    },
    {
      name: "no location → no call, reveal or vehicle location",
      car: { location: null },
      expected: without("call", "phone_reveal", "vehicle_location"),
    },
    {
      name: "reserved car → no trade-in, reserve or buy online",
      car: { reserved: true },
      expected: without("trade_in", "reserve", "buy_online"),
    },
    {
      name: "price 200 → no trade-in, reserve or buy online",
      car: { price: 200_00 },
      expected: without("trade_in", "reserve", "buy_online"),
    },
    {
      name: "checkout off → no reserve or buy online",
      site: { checkout_enabled: false },
      expected: without("reserve", "buy_online"),
    },
    {
      name: "valuation off → no trade-in",
      site: { valuation_enabled: false },
      expected: without("trade_in"),
    },
    {
      name: "coming soon with checkout allowed → reserve but no trade-in",
      car: { status: "coming_soon" },
      site: { checkout_allows_coming_soon: true },
      expected: without("trade_in"),
    },
    { name: "no file → no history report", car: { file: null }, expected: without("history_report") },
    {
      name: "sold car → no test drive, finance, trade-in, reserve or buy online",
      car: { status: "sold" },
      expected: without("finance", "test_drive", "trade_in", "reserve", "buy_online"),
    },
    {
      name: "sold flag on an in-stock row counts as sold too",
      car: { sold: true },
      expected: without("finance", "test_drive", "trade_in", "reserve", "buy_online"),
    },
    {
      name: "only a test payment key → no reserve or buy online",
      car: {
        payment_processors: [
          { authorization_type: "stripe", authorization_key: "sk_test_x", deposit_amount: 1 },
        ],
      },
      expected: without("reserve", "buy_online"),
    },
  ])("$name", ({ car: change, site, expected }) => {
    expect(vehicleActions({ ...car, ...change }, { ...everything, ...site })).toEqual(expected);
  });
});
