// npx tsx bench/lighthouse.ts – Lighthouse (mobile) on a vehicle page of a site with chat and
// analytics configured: the performance score, and the layout shift the chat button and the
// third-party scripts cause (they reserve their space, so it should be none).
//
// Needs the `lighthouse` package (`npm i -D lighthouse`) and Chromium (CHROME_PATH, default
// /usr/bin/chromium). BENCH_SITE (default redline-moto) picks the site; BENCH_URL measures a
// running server instead of starting one; BENCH_PAGES (default vehicle) lists the page types
// to measure, from home, search and vehicle (to compare all three, 5 runs each:
// BENCH_SITE=westside-auto BENCH_PAGES=home,search,vehicle BENCH_RUNS=5).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { BUDGET_PAGES } from "../scripts/lib/first-load-js";
import { defined } from "../src/domain/defined";
import { startProductionServer } from "./lib/server";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const site = process.env.BENCH_SITE ?? "redline-moto";
const pageNames = (process.env.BENCH_PAGES ?? "vehicle").split(",").map((name) => name.trim());
process.env.CHROME_PATH ??= "/usr/bin/chromium";

type LighthouseFn = (
  url: string,
  flags: object,
  config?: object,
) => Promise<{ lhr: LighthouseResult } | undefined>;
interface LighthouseResult {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; displayValue?: string; details?: { items?: unknown[] } }>;
  environment?: { benchmarkIndex?: number };
}

async function importOptional<T>(name: string): Promise<T> {
  try {
    return (await import(name)) as T;
  } catch {
    console.error(`bench:lighthouse needs the ${name} package: npm i -D lighthouse`);
    process.exit(2);
  }
}

const { default: lighthouse } = await importOptional<{ default: LighthouseFn }>("lighthouse");
const chromeLauncher = await importOptional<{
  launch(o: object): Promise<{ port: number; kill(): Promise<void> | void }>;
}>("chrome-launcher");

/** GET through the loopback with the site's Host header (Node does not resolve *.localhost). */
function getHtml(siteOrigin: string, pagePath = "/"): Promise<string> {
  const { host, port } = new URL(siteOrigin);
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pagePath, headers: { host } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

const server = process.env.BENCH_URL ? null : await startProductionServer();
const origin = process.env.BENCH_URL ?? `http://${site}.localhost:${defined(server, "server").port}`;
try {
  const urls: { name: string; url: string }[] = [];
  for (const name of pageNames) {
    const page = BUDGET_PAGES.find((p) => p.name === name);
    if (!page)
      throw new Error(`BENCH_PAGES: no page type ${name} (${BUDGET_PAGES.map((p) => p.name).join(", ")})`);
    urls.push({ name, url: `${origin}${await page.path((pagePath) => getHtml(origin, pagePath))}` });
  }

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  type Run = {
    score: number;
    cls: number;
    lcp: number;
    tbt: number;
    thirdParty: number;
    jsKb: number;
    cpu: number;
  };
  const median = (values: number[]) =>
    defined(
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)],
      "[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]",
    );
  const lines: string[] = [];
  try {
    for (const { name, url } of urls) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            onlyCategories: ["performance"],
            formFactor: "mobile",
            output: "json",
            logLevel: "error",
          },
          // Keep tracing past the 3 s script fallback, so the scripts' effect on layout is measured.
          {
            extends: "lighthouse:default",
            settings: { pauseAfterLoadMs: 4_500, networkQuietThresholdMs: 1_000 },
          },
        );
        if (!result) throw new Error("lighthouse returned nothing");
        const { lhr } = result;
        const requests = (lhr.audits["network-requests"]?.details?.items ?? []) as {
          url: string;
          resourceType?: string;
          transferSize?: number;
        }[];
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
          thirdParty: requests.filter((r) => r.url.includes("/demo-third-party/")).length,
          jsKb:
            requests
              .filter((r) => r.resourceType === "Script" && r.url.startsWith(origin))
              .reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
          cpu: lhr.environment?.benchmarkIndex ?? Number.NaN,
        });
      }
      lines.push(
        `Lighthouse ${RUNS}x, mobile (simulated throttling), ${name}: ${url} (load ${fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")})`,
        ...runs.map(
          (r, i) =>
            `  run ${i + 1}: performance ${r.score}, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, own JS transferred ${r.jsKb.toFixed(1)} KB, third-party scripts in trace ${r.thirdParty}, benchmarkIndex ${Math.round(r.cpu)}`,
        ),
        `  median: performance ${median(runs.map((r) => r.score))}, LCP ${Math.round(median(runs.map((r) => r.lcp)))} ms, TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms, CLS ${median(runs.map((r) => r.cls)).toFixed(3)}`,
      );
      console.log(lines.slice(-(RUNS + 2)).join("\n"));
    }
  } finally {
    await chrome.kill();
  }
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(path.join("bench-results", "lighthouse.txt"), `${lines.join("\n")}\n`);
} finally {
  await server?.stop();
}
