// npm run check:js-budget – first-load JavaScript (gzip) of every budgeted page type of a site
// with chat and analytics (scripts/lib/first-load-js.ts), per script, and a non-zero exit when
// a page is over the budget. Starts the production server (building when sources changed) on a
// free port, or measures a running one: JS_BUDGET_PORT=3000 npm run check:js-budget.
// CI runs the same check inside the browser suite (tests/e2e/js-budget.spec.ts).
import { startProductionServer } from "../bench/lib/server";
import { BUDGET_SITE, FIRST_LOAD_JS_TARGET_BYTES, kb, measureBudgetPages } from "./lib/first-load-js";

const site = process.env.JS_BUDGET_SITE ?? BUDGET_SITE;
const server = process.env.JS_BUDGET_PORT ? null : await startProductionServer();
const port = server ? server.port : Number(process.env.JS_BUDGET_PORT);
let over = 0;
try {
  const pages = await measureBudgetPages(port, `${site}.localhost:${port}`);
  for (const page of pages) {
    const verdict = page.gzipBytes > page.budgetBytes ? "OVER" : "ok";
    if (verdict === "OVER") over++;
    console.log(
      `${page.name.padEnd(8)} ${kb(page.gzipBytes).padStart(9)} JS (gzip), HTML ${kb(page.htmlGzipBytes)}  ${verdict} (budget ${kb(page.budgetBytes)})  ${page.path}`,
    );
    for (const script of [...page.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${kb(script.gzipBytes).padStart(9)}  ${script.src}`);
    }
  }
  console.log(
    `each page type within its own budget (target: ${kb(FIRST_LOAD_JS_TARGET_BYTES)} on every one), site ${site}`,
  );
} finally {
  await server?.stop();
}
process.exit(over > 0 ? 1 : 0);
