import { describe, expect, test } from "vitest";
import {
  runningSplitTest,
  splitTestBucket,
  splitTestLabel,
  splitTestVariant,
} from "@/domain/site/split-test";

const HALVES = {
  name: "hero-cta",
  variants: [
    { id: "control", weight: 50 },
    { id: "browse", weight: 50 },
  ],
};
const ids = Array.from({ length: 20_000 }, (_, i) => `device-${i}`);

function shares(test: Parameters<typeof splitTestVariant>[0]) {
  const counts = new Map<string | null, number>();
  for (const id of ids) {
    const v = splitTestVariant(test, id);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].map(([k, n]) => [String(k), n / ids.length]));
}

describe("splitTestBucket: a device's place in [0, 1)", () => {
  test.each([
    ["hero-cta", "3f2a9c1e-0000-4000-8000-000000000001"],
    ["hero-cta", "device-7"],
    ["other-test", "device-7"],
  ])("%s / %s is the same on every call and inside [0, 1)", (name, device) => {
    const first = splitTestBucket(name, device);
    expect(splitTestBucket(name, device)).toBe(first);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(1);
  });

  test("the experiment's name is part of the hash: one device lands differently in two experiments", () => {
    const differs = ids.slice(0, 100).filter((id) => splitTestBucket("a", id) !== splitTestBucket("b", id));
    expect(differs.length).toBeGreaterThan(95);
  });
});

describe("splitTestVariant: deterministic, and follows the weights", () => {
  test("the same device always gets the same variant", () => {
    for (const id of ids.slice(0, 200)) {
      expect(splitTestVariant(HALVES, id)).toBe(splitTestVariant(HALVES, id));
    }
  });

  test.each<[string, { id: string; weight: number }[], Record<string, number>]>([
    ["50/50", HALVES.variants, { control: 0.5, browse: 0.5 }],
    [
      "80/20",
      [
        { id: "control", weight: 80 },
        { id: "browse", weight: 20 },
      ],
      { control: 0.8, browse: 0.2 },
    ],
    [
      "1/1/2",
      [
        { id: "a", weight: 1 },
        { id: "b", weight: 1 },
        { id: "c", weight: 2 },
      ],
      { a: 0.25, b: 0.25, c: 0.5 },
    ],
    [
      "a weight of 0 takes a variant out",
      [
        { id: "control", weight: 0 },
        { id: "browse", weight: 100 },
      ],
      { browse: 1 },
    ],
  ])("%s: 20,000 devices split within 1.5 points of the weights", (_label, variants, expected) => {
    const actual = shares({ name: "hero-cta", variants });
    expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
    for (const [id, share] of Object.entries(expected)) {
      expect(Math.abs((actual[id] ?? Number.NaN) - share), `${id}: ${actual[id]}`).toBeLessThan(0.015);
    }
  });

  test("no weight at all: no variant", () => {
    expect(splitTestVariant({ name: "x", variants: [{ id: "a", weight: 0 }] }, "device-1")).toBeNull();
  });

  test("raising one weight only moves devices into that variant (the slices keep their order)", () => {
    const wider = {
      name: "hero-cta",
      variants: [
        { id: "control", weight: 40 },
        { id: "browse", weight: 60 },
      ],
    };
    const moved = ids.filter((id) => splitTestVariant(HALVES, id) !== splitTestVariant(wider, id));
    expect(moved.every((id) => splitTestVariant(wider, id) === "browse")).toBe(true);
  });
});

describe("splitTestLabel: the varied button's wording", () => {
  test.each<[string | null, string]>([
    [null, "Show 12 cars"],
    ["Browse {count} {noun}", "Browse 12 cars"],
    ["See what's in stock", "See what's in stock"],
  ])("%s → %s", (template, expected) => {
    expect(splitTestLabel(template, "Show 12 cars", { count: 12, noun: "cars" })).toBe(expected);
  });
});

describe("runningSplitTest: the experiment the browser buckets visitors into", () => {
  const split_test = {
    name: "hero-cta",
    variants: [
      { id: "control", weight: 50, label: null },
      { id: "browse", weight: 50, label: "Browse {count} {noun}" },
    ],
  };
  test.each<[string, boolean, typeof split_test | null, unknown]>([
    ["flag on, experiment set", true, split_test, { name: "hero-cta", variants: HALVES.variants }],
    ["flag off: paused", false, split_test, null],
    ["flag on, no experiment", true, null, null],
  ])("%s", (_label, split_testing, test_, expected) => {
    expect(runningSplitTest({ flags: { split_testing }, split_test: test_ })).toEqual(expected);
  });
});
