import { expect, test } from "vitest";
import { listViewEventFor } from "@/domain/site/list-view-event";
import type { CarType } from "@/domain/site/vehicle-noun";

test.each<[readonly CarType[] | undefined, number | null]>([
  [["used"], 49], // SPEC 9: 49 used list view
  [["used", "used"], 49],
  [undefined, null], // all stock: the listing page view (2) only
  [[], null],
  [["new"], null],
  [["demo"], null],
  [["used", "demo"], null],
])("a list of %j fires %s", (condition, id) => {
  expect(listViewEventFor(condition)).toBe(id);
});
