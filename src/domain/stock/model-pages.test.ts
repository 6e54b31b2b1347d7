import { describe, expect, test } from "vitest";
import {
  builtModelPages,
  isExternalModelHref,
  type ModelAddress,
  modelHref,
  modelMatchesPath,
} from "@/domain/stock/model-pages";

const model = (over: Partial<ModelAddress> = {}): ModelAddress => ({
  slug: "cx-5",
  path: null,
  override_url: null,
  ...over,
});

describe("modelHref (override_url, then path, then /models/{slug})", () => {
  test.each([
    { over: {}, expected: "/models/cx-5" },
    { over: { path: "mazda-cx-5" }, expected: "/mazda-cx-5" },
    { over: { path: "/caravans/eclipse/" }, expected: "/caravans/eclipse" },
    { over: { path: "/x", override_url: "/specials/cx-5" }, expected: "/specials/cx-5" },
    {
      over: { override_url: "https://www.mazda.com.au/cars/cx-5" },
      expected: "https://www.mazda.com.au/cars/cx-5",
    },
    { over: { path: " ", override_url: " " }, expected: "/models/cx-5" },
  ])("$over → $expected", ({ over, expected }) => {
    expect(modelHref(model(over))).toBe(expected);
  });

  test.each([
    { over: {}, expected: false },
    { over: { override_url: "/specials/cx-5" }, expected: false },
    { over: { override_url: "https://www.mazda.com.au/cars/cx-5" }, expected: true },
  ])("external $over → $expected", ({ over, expected }) => {
    expect(isExternalModelHref(model(over))).toBe(expected);
  });
});

describe("modelMatchesPath (the /{model slug} dispatcher)", () => {
  test.each([
    { over: {}, path: "/cx-5", expected: true },
    { over: {}, path: "/CX-5/", expected: true },
    { over: {}, path: "/cx-9", expected: false },
    { over: {}, path: "/", expected: false },
    { over: { path: "/caravans/eclipse" }, path: "/caravans/eclipse", expected: true },
    { over: { path: "caravans/eclipse" }, path: "/caravans/eclipse", expected: true },
    { over: { override_url: "/specials/cx-5?utm=x" }, path: "/specials/cx-5", expected: true },
    { over: { override_url: "https://example.com/cx-5-x" }, path: "/cx-5-x", expected: false },
  ])("$over at $path → $expected", ({ over, path, expected }) => {
    expect(modelMatchesPath(model(over), path)).toBe(expected);
  });
});

const MODELS = [{ slug: "toyota-corolla" }, { slug: "toyota-rav4" }];

describe("builtModelPages: SPEC 3 build_model_pages", () => {
  test.each<[string, boolean, typeof MODELS, string[]]>([
    ["on: every model is a page, in order", true, MODELS, ["toyota-corolla", "toyota-rav4"]],
    ["off: no model is a page", false, MODELS, []],
    ["on, but no models: none", true, [], []],
  ])("%s", (_label, build_model_pages, models, expected) => {
    expect(builtModelPages({ build_model_pages }, models).map((m) => m.slug)).toEqual(expected);
  });
});
