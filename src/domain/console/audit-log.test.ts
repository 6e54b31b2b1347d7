import { describe, expect, test } from "vitest";
import {
  auditChanges,
  auditChangeText,
  auditErrorText,
  auditFilterRoute,
  auditPages,
  auditQuery,
  auditStatusText,
  auditSubject,
} from "@/domain/console/audit-log";

describe("auditChanges", () => {
  test("only the fields that changed, money in dollars", () => {
    expect(
      auditChanges(
        { price: 3_000_000, tag: null, certified: false },
        { price: 2_799_000, tag: "Hot deal", certified: false },
      ),
    ).toEqual([
      { field: "price", before: "$30,000", after: "$27,990" },
      { field: "tag", before: "none", after: "Hot deal" },
    ]);
  });
  test("photo lists by file name, in order", () => {
    expect(
      auditChanges(
        { photos: ["/media/vehicles/a.jpg", "/media/vehicles/b.jpg"] },
        { photos: ["/media/vehicles/b.jpg", "/media/vehicles/a.jpg"] },
      ),
    ).toEqual([{ field: "photos", before: "2: a.jpg, b.jpg", after: "2: b.jpg, a.jpg" }]);
  });
  test("a record with no before (an import) lists what it recorded; long values are cut", () => {
    const changes = auditChanges(null, {
      created: 2,
      stocknums: Array.from({ length: 100 }, (_, i) => `S${i}`),
    });
    expect(changes[0]).toEqual({ field: "created", before: "", after: "2" });
    expect(changes[1]?.after.length).toBe(160);
    expect(changes[1]?.after.endsWith("…")).toBe(true);
  });
});

describe("the changes screen", () => {
  test.each([
    [{ entity: "car", entity_id: "9", subject: "2020 Mazda CX-5" }, "2020 Mazda CX-5"],
    [{ entity: "car", entity_id: "9", subject: null }, "Vehicle 9"],
    [{ entity: "reservation", entity_id: "r1", subject: null }, "Reservation r1"],
    [{ entity: "import", entity_id: "4", subject: null }, "Stock CSV"],
  ] as const)("%j is about %j", (entry, subject) => {
    expect(auditSubject(entry)).toBe(subject);
  });

  test.each([
    [{ field: "price", before: "$30,000", after: "$29,500" }, "$30,000 → $29,500"],
    [{ field: "price", before: "", after: "$29,500" }, "$29,500"],
  ])("%j reads %j", (change, text) => {
    expect(auditChangeText(change)).toBe(text);
  });

  test.each([
    [{ view: "audit" }, ""],
    [{ view: "audit", stocknum: "S7", page: "2" }, "stocknum=S7&page=2"],
    [{ view: "audit", vehicle: "9", stocknum: "" }, "vehicle=9"],
  ])("%j asks for ?%s", (route, query) => {
    expect(auditQuery(route)).toBe(query);
  });

  test.each([
    ["  S7 ", { view: "audit", stocknum: "S7" }],
    ["   ", { view: "audit" }],
    ["", { view: "audit" }],
  ])("filtering by %j goes to %j", (stocknum, route) => {
    expect(auditFilterRoute(stocknum)).toEqual(route);
  });

  test.each([
    [
      { message: "Bad query.", fields: { stocknum: "must be at most 40 characters" } },
      "The stock number must be at most 40 characters.",
    ],
    [
      { message: "Bad query.", fields: { page: "must be a number", vehicle: "must be a number" } },
      "The page must be a number. The vehicle must be a number.",
    ],
    [{ message: "You may not see these changes.", fields: {} }, "You may not see these changes."],
  ])("the refusal %j says %j", (error, text) => {
    expect(auditErrorText(error)).toBe(text);
  });

  test.each([
    [0, 1],
    [25, 1],
    [26, 2],
  ])("%i changes take %i page(s) of 25", (total, pages) => {
    expect(auditPages(total)).toBe(pages);
  });

  test.each([
    [null, null, undefined, "Loading…"],
    [null, "The page must be a number.", undefined, ""],
    [{ total: 1, page: 1, vehicle: null }, null, undefined, "1 change, page 1 of 1"],
    [{ total: 60, page: 2, vehicle: null }, null, "S7", "60 changes to stock number S7, page 2 of 3"],
    [
      { total: 3, page: 1, vehicle: { id: 9, name: "2020 Mazda CX-5" } },
      null,
      undefined,
      "3 changes to 2020 Mazda CX-5, page 1 of 1",
    ],
    [
      { total: 3, page: 1, vehicle: { id: 9, name: null } },
      null,
      undefined,
      "3 changes to vehicle 9, page 1 of 1",
    ],
  ])("%j, error %j, stock number %j: %j", (result, error, stocknum, text) => {
    expect(auditStatusText(result, error, stocknum)).toBe(text);
  });
});
