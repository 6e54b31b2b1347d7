// npm run bench:first-load – the JavaScript a browser actually loads on each budgeted page type of
// a site (home, search, vehicle, compare: BUDGET_PAGES, found the same way) before any interaction (no click, no key, no scroll, no mouse movement), at phone and desktop width:
// every `/_astro/` script requested by the time the page is loaded and idle, gzipped as
// scripts/lib/first-load-js.ts counts them. The byte check (npm run check:js-budget) counts
// every island but `client:interaction` ones whatever their directive, an upper bound; this is
// the figure without the upper bound (docs/decisions/010-first-load-javascript-budget.md).
// BENCH_SITES (default westside-auto,coastline-rentals); BENCH_PORT measures a running server.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { BUDGET_PAGES, getText, kb } from "../scripts/lib/first-load-js";
import { startProductionServer } from "./lib/server";

const sites = (process.env.BENCH_SITES ?? "westside-auto,coastline-rentals").split(",");
const widths = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
];
/** After the load event: the idle islands and the trackers' idle start have run by then. */
const SETTLE_MS = 2_000;

const server = process.env.BENCH_PORT ? null : await startProductionServer();
const port = server ? server.port : Number(process.env.BENCH_PORT);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  for (const site of sites) {
    const html = (path: string) => getText(port, `${site}.localhost:${port}`, path);
    for (const budgetPage of BUDGET_PAGES) {
      const path = await budgetPage.path(html);
      for (const size of widths) {
        const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
        const page = await context.newPage();
        const scripts: Promise<{ src: string; gzipBytes: number }>[] = [];
        page.on("response", (response) => {
          const url = new URL(response.url());
          if (!url.pathname.startsWith("/_astro/") || !url.pathname.endsWith(".js")) return;
          scripts.push(
            response.text().then((text) => ({ src: url.pathname, gzipBytes: gzipSync(text).length })),
          );
        });
        await page.goto(`http://${site}.localhost:${port}${path}`, { waitUntil: "load" });
        await page.waitForTimeout(SETTLE_MS);
        const loaded = await Promise.all(scripts);
        const total = loaded.reduce((sum, s) => sum + s.gzipBytes, 0);
        console.log(
          `${site} ${budgetPage.name} ${size.name} (${size.width} px): ${kb(total)} JS (gzip), ${loaded.length} files  ${path}`,
        );
        for (const script of loaded.sort((a, b) => b.gzipBytes - a.gzipBytes))
          console.log(`  ${kb(script.gzipBytes).padStart(9)}  ${script.src}`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server?.stop();
}
