import { describe, expect, test } from "vitest";
import { homeServiceTiles } from "@/domain/site/home-service-tiles";

const NO_PRE_APPROVAL = { finance_path: "/finance", finance_preapproval: false };

describe("homeServiceTiles: what a home page offers follows what the site sells", () => {
  test.each<[string, string[]]>([
    ["dealer", ["Finance", "Trade-in valuation", "Book a service", "Contact us"]],
    ["range", ["Finance", "Trade-in valuation", "Book a service", "Contact us"]],
    ["rental", ["Our locations", "Contact us"]],
    ["subscription", ["Our locations", "Contact us"]],
  ])("%s → %j", (template, titles) => {
    const tiles = homeServiceTiles({ template, finance: NO_PRE_APPROVAL, noun: "RV" });
    expect(tiles.map((t) => t.title)).toEqual(titles);
  });

  test.each<[string, boolean, unknown]>([
    ["/finance", false, undefined],
    ["/apply-for-finance", false, undefined],
    ["/finance", true, { href: "/finance/pre-approval", label: "Get pre-approved" }],
  ])("the finance tile leads to %s; pre-approval %s adds %j", (finance_path, finance_preapproval, more) => {
    const [tile] = homeServiceTiles({
      template: "dealer",
      finance: { finance_path, finance_preapproval },
      noun: "car",
    });
    expect(tile?.href).toBe(finance_path);
    expect(tile?.more).toEqual(more);
  });

  test("the trade-in tile speaks of the site's vehicles", () => {
    const tiles = homeServiceTiles({ template: "range", finance: NO_PRE_APPROVAL, noun: "RV" });
    expect(tiles[1]?.text).toBe("Tell us about your RV and get a fair offer.");
  });
});
