import { describe, expect, test } from "vitest";
import { clickToCallLabel, EVENT_IDS, pageViewEventFor, stepEventId } from "@/domain/site/event-catalogue";

describe("EVENT_IDS: SPEC 9 'Event ids'", () => {
  test("ids 1-61 (the spec's), 62 (split-test exposure) and 63-64 (purchase journey steps, Forecourt's) each appear exactly once", () => {
    const ids = Object.values(EVENT_IDS).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
  });
});

describe("stepEventId: SPEC 9 '32 is also the step event id, sent with a step suffix'", () => {
  test.each<[number, string]>([
    [1, "32_1"],
    [2, "32_2"],
    [7, "32_7"],
  ])("step %i → %s", (step, expected) => {
    expect(stepEventId(step)).toBe(expected);
  });

  test.each([0, -1, 1.5, Number.NaN])("rejects step %s", (step) => {
    expect(() => stepEventId(step)).toThrow(RangeError);
  });
});

describe("clickToCallLabel: SPEC 9 '25 click to call (labelled New Car or Used Car from the path)'", () => {
  test.each<[string, string]>([
    ["/search/used-cars", "Used Car"],
    ["/cars/used-2019-mazda-3-maxx", "Used Car"],
    ["/pre-owned", "Used Car"],
    ["/search/PRE-OWNED-RVs-in-stock", "Used Car"],
    ["/search/new-used-and-demo-cars", "Used Car"],
    ["/cars/2024-ford-ranger-xlt", "New Car"],
    ["/search/new-RVs-in-stock", "New Car"],
    ["/search/demo-cars", "New Car"],
    ["/", "New Car"],
    // the query string is not the path
    ["/cars/2024-ford-ranger?from=used-cars", "New Car"],
  ])("%s → %s", (path, label) => {
    expect(clickToCallLabel(path)).toBe(label);
  });
});

describe("clickToCallLabel: a call about a known car takes the car's type, not its slug's words", () => {
  test.each<[string, string, string]>([
    ["/cars/2019-mazda-3-maxx", "used", "Used Car"],
    ["/cars/2024-ford-ranger-xlt", "new", "New Car"],
    ["/cars/2024-ford-ranger-demo", "demo", "New Car"],
    ["/cars/used-2019-mazda-3-maxx", "new", "New Car"],
  ])("%s (%s) → %s", (path, carType, label) => {
    expect(clickToCallLabel(path, carType)).toBe(label);
  });
});

describe("pageViewEventFor: routes → page views 1-13", () => {
  test.each<[string, string, string | null, number | null]>([
    ["/", "dealer", null, 1],
    ["/?utm_source=google", "dealer", null, 1],
    ["/search/new-used-and-demo-cars", "dealer", null, 2],
    ["/pre-owned", "manufacturer", null, 2],
    ["/cars/2024-ford-ranger-xlt", "dealer", "new", 3],
    ["/cars/2024-ford-ranger-xlt", "dealer", "demo", 3],
    ["/cars/2019-mazda-3", "dealer", "used", 4],
    ["/motorcycles/2022-honda-cb500", "motorcycle", "used", 4],
    ["/campers/2023-jayco-swan", "camper", "new", 3],
    ["/campers/2023-jayco-swan", "range", "new", 3],
    ["/campers/2019-jayco-swan", "range", "used", 4],
    ["/special-offers", "dealer", null, 5],
    ["/fleet", "dealer", null, 6],
    ["/service", "dealer", null, 7],
    ["/pages/book-a-service", "dealer", null, 7],
    ["/servicing-your-rv", "range", null, 7],
    ["/vehicle-parts-and-accessories", "dealer", null, 8],
    ["/caravan-accessories", "camper", null, 8],
    ["/finance", "dealer", null, 9],
    ["/finance-the-dream?car_id=12#finance-form", "dealer", null, 9],
    ["/apply-for-finance", "dealer", null, 9],
    ["/insuring-your-investment", "range", null, 10],
    ["/warranty", "range", null, 11],
    ["/roadside-assistance", "range", null, 11],
    ["/contact", "dealer", null, 12],
    ["/contact-us/parramatta", "dealer", null, 12],
    ["/our-locations/", "dealer", null, 12],
    ["/about-us", "dealer", null, 13],
    ["/pages/about-us", "dealer", null, 13],
    // not page views in the catalogue
    ["/cars/trade-in?car_id=12", "dealer", null, null],
    ["/cars/2024-ford-ranger-xlt/checkout", "dealer", "new", null],
    ["/success?category=general-enquiry", "dealer", null, null],
    ["/careers", "dealer", null, null],
    ["/financed-cars", "dealer", null, null],
  ])("%s (%s, %s) → %s", (path, template, carType, expected) => {
    expect(pageViewEventFor(path, template, carType)).toBe(expected);
  });
});
