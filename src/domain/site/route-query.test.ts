import { expect, test } from "vitest";
import { queryStringOf, toUrlSearchParams } from "@/domain/site/route-query";

test.each([
  [{}, ""],
  [{ page: undefined }, ""],
  [{ page: "2" }, "?page=2"],
  [{ make: ["Kia", "Mazda"], page: "1" }, "?make=Kia&make=Mazda&page=1"],
  [{ q: "a b&c" }, "?q=a+b%26c"],
])("%j → %j", (query, expected) => {
  expect(queryStringOf(query)).toBe(expected);
  expect(toUrlSearchParams(query).toString()).toBe(expected.slice(1));
});
