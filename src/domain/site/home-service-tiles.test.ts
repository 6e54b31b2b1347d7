import { describe, expect, test } from "vitest";
import { homeServiceTiles } from "@/domain/site/home-service-tiles";

describe("homeServiceTiles: what a home page offers follows what the site sells", () => {
  test.each<[string, string[]]>([
    ["dealer", ["Finance", "Trade-in valuation", "Book a service", "Contact us"]],
    ["range", ["Finance", "Trade-in valuation", "Book a service", "Contact us"]],
    ["rental", ["Our locations", "Contact us"]],
    ["subscription", ["Our locations", "Contact us"]],
  ])("%s → %j", (template, titles) => {
    const tiles = homeServiceTiles({ template, financePath: "/finance", noun: "RV" });
    expect(tiles.map((t) => t.title)).toEqual(titles);
  });

  test("the trade-in tile speaks of the site's vehicles", () => {
    const tiles = homeServiceTiles({ template: "range", financePath: "/finance", noun: "RV" });
    expect(tiles[1]!.text).toBe("Tell us about your RV and get a fair offer.");
  });
});
