import { describe, expect, test } from "vitest";
import { pageCount, paginationItems } from "@/domain/stock/pagination";

describe("pageCount", () => {
  test.each([
    { total: 0, expected: 1 },
    { total: 1, expected: 1 },
    { total: 24, expected: 1 },
    { total: 25, expected: 2 },
    { total: 48, expected: 2 },
    { total: 49, expected: 3 },
    { total: -3, expected: 1 },
  ])("$total results → $expected pages", ({ total, expected }) => {
    expect(pageCount(total)).toBe(expected);
  });
});

const render = (current: number, pages: number) =>
  paginationItems(current, pages)
    .map((item) => (item.kind === "gap" ? "…" : item.current ? `[${item.page}]` : String(item.page)))
    .join(" ");

describe("paginationItems", () => {
  test.each([
    { current: 1, pages: 1, expected: "" },
    { current: 1, pages: 2, expected: "[1] 2" },
    { current: 1, pages: 5, expected: "[1] 2 … 5" },
    { current: 3, pages: 5, expected: "1 2 [3] 4 5" },
    { current: 4, pages: 5, expected: "1 2 3 [4] 5" },
    { current: 5, pages: 6, expected: "1 … 4 [5] 6" },
    { current: 5, pages: 10, expected: "1 … 4 [5] 6 … 10" },
    { current: 10, pages: 10, expected: "1 … 9 [10]" },
    { current: 3, pages: 10, expected: "1 2 [3] 4 … 10" },
  ])("page $current of $pages → $expected", ({ current, pages, expected }) => {
    expect(render(current, pages)).toBe(expected);
  });
});
