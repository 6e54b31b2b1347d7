import { describe, expect, test } from "vitest";
import { builtModelPages } from "@/domain/stock/model-pages";

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
