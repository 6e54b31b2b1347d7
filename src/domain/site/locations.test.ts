import { describe, expect, test } from "vitest";
import {
  type GroupableLocation,
  groupLocations,
  locationTypes,
  visibleReviews,
} from "@/domain/site/locations";

type Loc = GroupableLocation & { name: string };

describe("locationTypes: location_type in any of its forms", () => {
  test.each<[GroupableLocation["location_type"], string[]]>([
    ["sales", ["sales"]],
    ["Service", ["service"]],
    ["service_and_parts", ["service", "parts"]],
    ["Service & Parts", ["service", "parts"]],
    [
      ["sales", "service"],
      ["sales", "service"],
    ],
    ["showroom", []],
    [null, []],
  ])("%o → %o", (input, expected) => {
    expect([...locationTypes(input)].sort()).toEqual([...expected].sort());
  });
});

describe("groupLocations: SPEC 3 'grouped into primary, sales, service, parts, and service-and-parts'", () => {
  const locations: Loc[] = [
    { name: "Parts Depot", position: 4, location_type: "parts" },
    { name: "City Showroom", position: 1, location_type: "sales", primary: true },
    { name: "Hidden Yard", position: 0, location_type: "sales", visible: false },
    { name: "Workshop", position: 3, location_type: "service" },
    { name: "Service & Parts Centre", position: 2, location_type: ["service", "parts"] },
    { name: "Northside Sales", position: 2, location_type: "sales", visible: true },
    { name: "Full Dealership", position: 5, location_type: "sales, service, parts" },
    { name: "Untyped", position: 6 },
    { name: "Unpositioned Service", location_type: "service_and_parts" },
  ];
  const groups = groupLocations(locations);
  const names = (list: Loc[]) => list.map((l) => l.name);

  test.each<[keyof typeof groups, string[]]>([
    ["primary", ["City Showroom"]],
    // position order; equal positions keep input order; the hidden yard is left out
    ["sales", ["City Showroom", "Northside Sales", "Full Dealership", "Untyped"]],
    ["service", ["Workshop"]],
    ["parts", ["Parts Depot"]],
    // both service and parts → only here, never repeated under service or parts
    ["service_and_parts", ["Service & Parts Centre", "Full Dealership", "Unpositioned Service"]],
  ])("%s → %o", (group, expected) => {
    expect(names(groups[group])).toEqual(expected);
  });

  test("no locations, no groups", () => {
    expect(groupLocations([])).toEqual({
      primary: [],
      sales: [],
      service: [],
      parts: [],
      service_and_parts: [],
    });
  });
});

describe("visibleReviews: SPEC 9 'Review minimum rating 4. Reviews quantity 12.'", () => {
  test.each<[string, Array<{ id: string; rating: number | string; created_at?: string | null }>, string[]]>([
    [
      "drops ratings below 4, keeps 4 and 5",
      [
        { id: "a", rating: 5, created_at: "2025-01-03" },
        { id: "b", rating: 3.9, created_at: "2025-01-04" },
        { id: "c", rating: 4, created_at: "2025-01-02" },
        { id: "d", rating: 1, created_at: "2025-01-05" },
        { id: "e", rating: "4", created_at: "2025-01-01" },
      ],
      ["a", "c", "e"],
    ],
    [
      "newest first, undated last",
      [
        { id: "old", rating: 5, created_at: "2023-06-01T00:00:00Z" },
        { id: "undated", rating: 5, created_at: null },
        { id: "new", rating: 4, created_at: "2025-06-01T00:00:00Z" },
        { id: "bad", rating: 5, created_at: "yesterday" },
      ],
      ["new", "old", "undated", "bad"],
    ],
  ])("%s", (_, reviews, expected) => {
    expect(visibleReviews(reviews).map((r) => r.id)).toEqual(expected);
  });

  test("at most 12, the newest ones", () => {
    const reviews = Array.from({ length: 20 }, (_, i) => ({
      id: i,
      rating: 5,
      created_at: new Date(Date.UTC(2025, 0, i + 1)),
    }));
    expect(visibleReviews(reviews).map((r) => r.id)).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8]);
  });
});
