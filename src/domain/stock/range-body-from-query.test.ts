import { describe, expect, test } from "vitest";
import { type ManufacturerBody, rangeBodyFromQuery } from "@/domain/stock/range-body-from-query";

describe("rangeBodyFromQuery (SPEC 2: /range?body=j-pod, camper+trailer, pop+tops, off-grid, caravans, toy+haulers, motorised)", () => {
  test.each<{ value: string | null | undefined; expected: ManufacturerBody | null }>([
    { value: "j-pod", expected: "J-POD" },
    { value: "camper+trailer", expected: "CAMPER TRAILER" },
    { value: "camper trailer", expected: "CAMPER TRAILER" },
    { value: "camper%20trailer", expected: "CAMPER TRAILER" },
    { value: "pop+tops", expected: "POP TOPS" },
    { value: "off-grid", expected: "OFF-GRID" },
    { value: "caravans", expected: "CARAVANS" },
    { value: "toy+haulers", expected: "TOY HAULERS" },
    { value: "motorised", expected: "MOTORISED" },
    { value: "Caravans", expected: "CARAVANS" },
    { value: "  toy   haulers ", expected: "TOY HAULERS" },
    { value: "camper", expected: null },
    { value: "motorized", expected: null },
    { value: "constructor", expected: null },
    { value: "%E0%A4%A", expected: null },
    { value: "", expected: null },
    { value: null, expected: null },
  ])("$value → $expected", ({ value, expected }) => {
    expect(rangeBodyFromQuery(value)).toBe(expected);
  });

  test("URLSearchParams decoding of camper+trailer gives a key that resolves", () => {
    const body = new URLSearchParams("body=camper+trailer").get("body");
    expect(rangeBodyFromQuery(body)).toBe("CAMPER TRAILER");
  });
});
