import { expect, test } from "vitest";
import type { SiteTemplateName } from "@/domain/config/site-config";
import { listViewEventFor } from "@/domain/site/list-view-event";
import type { CarType } from "@/domain/stock/car-facts";

test.each<[readonly CarType[] | undefined, SiteTemplateName, number | null]>([
  [["used"], "dealer", 49], // SPEC 9: 49 used list view
  [["used", "used"], "group", 49],
  [undefined, "dealer", null], // all stock: the listing page view (2) only
  [[], "dealer", null],
  [["new"], "dealer", null],
  [["demo"], "manufacturer", null],
  [["used", "demo"], "dealer", null],
  [undefined, "used", 49], // a used-car dealer's stock is all used
  [["used"], "used", 49],
  [["new"], "used", null],
])("a list of %j on a %s site fires %s", (condition, template, id) => {
  expect(listViewEventFor(condition, template)).toBe(id);
});
