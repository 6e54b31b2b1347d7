import { describe, expect, test } from "vitest";
import { auditChanges } from "@/domain/console/audit-log";

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
