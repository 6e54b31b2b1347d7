import { expect, test } from "@playwright/test";
import {
  BUDGET_PAGES,
  BUDGET_SITE,
  FIRST_LOAD_JS_TARGET_BYTES,
  kb,
  measureBudgetPages,
} from "../../scripts/lib/first-load-js";
import { PORT } from "./fixtures";

// The first-load JavaScript (the scripts in the server's HTML that a current browser
// runs, with the islands' modules and what they import, gzipped) of every page type of a site
// with chat and analytics stays within its page type's own budget.
// Bytes only, no timing: the figure does not depend on how busy the machine is. A new page
// type is one entry in BUDGET_PAGES (scripts/lib/first-load-js.ts); `npm run check:js-budget`
// prints the same figures per script.
test("first-load JavaScript of every page type is within the budget (gzip, bytes only)", async () => {
  const pages = await measureBudgetPages(PORT, `${BUDGET_SITE}.localhost:${PORT}`);
  expect(pages.length).toBeGreaterThan(0);
  const over = pages
    .filter((page) => page.gzipBytes > page.budgetBytes)
    .map(
      (page) => `${page.name} (${page.path}): ${kb(page.gzipBytes)} of JS, budget ${kb(page.budgetBytes)}`,
    );
  expect(over, over.join("\n")).toEqual([]);
  for (const page of pages) expect(page.scripts.length, `${page.name} has no scripts`).toBeGreaterThan(0);
});

// Issue 27's target, 80 KB before any interaction React included, holds for every page type:
// no budget may be set above it.
test("no page type's budget is above the 80 KB target", () => {
  const above = BUDGET_PAGES.filter((page) => page.budgetBytes > FIRST_LOAD_JS_TARGET_BYTES).map(
    (page) => `${page.name}: ${kb(page.budgetBytes)}`,
  );
  expect(above).toEqual([]);
});
