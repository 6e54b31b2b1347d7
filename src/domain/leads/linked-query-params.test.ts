import { describe, expect, test } from "vitest";
import { linkedQueryParams } from "@/domain/leads/linked-query-params";

describe("linkedQueryParams (SPEC §4 tracked parameters)", () => {
  test.each<[string | null, Record<string, string>]>([
    [null, {}],
    ["", {}],
    ["gclid=abc", { gclid: "abc" }],
    [
      "utm_source=google&utm_medium=cpc&utm_campaign=eofy&page=2",
      {
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "eofy",
      },
    ],
    ["fbclid=x%20y&ref=home", { fbclid: "x y" }],
    ["utm_term=suv&q=hilux", {}],
  ])("%j → %j", (first_page_query, expected) => {
    expect(linkedQueryParams({ first_page_query })).toEqual(expected);
  });
});
