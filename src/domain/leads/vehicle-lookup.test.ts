import { expect, test } from "vitest";
import {
  lookupFoundMessage,
  lookupKindFor,
  normaliseRego,
  type VehicleLookupAnswer,
} from "@/domain/leads/vehicle-lookup";

const dollars = (n: number) => `$${n.toLocaleString("en-AU")}`;
const vehicle: VehicleLookupAnswer["vehicle"] = {
  rego: "ABC123",
  regoState: "NSW",
  "Vehicle Make": "Toyota",
  "Vehicle Model": "Corolla",
  year: 2019,
  variant: "Ascent Sport",
  body: "Hatch",
  colour: "White",
  vin: "JTNK4RBE503012345",
};

test.each<[string, VehicleLookupAnswer, string]>([
  [
    "a registration without a market value says so plainly",
    { vehicle, valuation: null, demo: false },
    "Found: 2019 Toyota Corolla Ascent Sport. This lookup gives no market value for it: we will value your car ourselves and tell you what it is worth.",
  ],
  [
    "a valuation from the demo stand-in is labelled as demo data",
    {
      vehicle: { ...vehicle, variant: null },
      valuation: { trade_low: 14500, trade_high: 16750, currency: "AUD" },
      demo: true,
    },
    "Found: 2019 Toyota Corolla. Estimated trade value $14,500 to $16,750. Demo data: not from a real registration record.",
  ],
])("%s", (_label, answer, message) => {
  expect(lookupFoundMessage(answer, dollars)).toBe(message);
});

test.each<[string, string | null]>([
  ["abc123", "ABC123"],
  ["ABC-123", "ABC123"],
  [" 1ab 2cd ", "1AB2CD"],
  ["A", null],
  ["TOOLONG12", null],
  ["AB$12", null],
])("normaliseRego(%j) = %j", (input, expected) => {
  expect(normaliseRego(input)).toBe(expected);
});

test.each([
  ["nevdis", { nevdis: true, autograb: false }, "registration"],
  ["nevdis", { nevdis: false, autograb: true }, null],
  ["autograb", { nevdis: false, autograb: true }, "valuation"],
  ["autograb", { nevdis: true, autograb: false }, null],
  ["trade-in", { nevdis: true, autograb: true }, "registration"],
  ["trade-in", { nevdis: false, autograb: true }, "valuation"],
  ["trade-in", { nevdis: false, autograb: false }, null],
] as const)("the %s lookup with add-ons %j asks %s", (route, flags, kind) => {
  expect(lookupKindFor(route, flags)).toBe(kind);
});
