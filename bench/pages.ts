// npm run bench:pages – first page weight and server speed of the site shell (home pages).
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pageScripts } from "../scripts/lib/first-load-js";
import { defined } from "../src/domain/defined";
import { fetchBytes, fetchText, load } from "./lib/load";
import { startProductionServer } from "./lib/server";

const server = await startProductionServer();
const host = (slug: string) => `${slug}.localhost:${server.port}`;
try {
  // Warm up each page once (first render compiles nothing in production, but fills caches).
  const sites = ["harbourcity", "sunburnt-used", "outback-rv", "lone-star-auto"];
  const rows: string[][] = [];
  for (const slug of sites) {
    const html = await fetchText(server.port, "/", host(slug));
    // The `src` scripts, and on an Astro page its islands' modules with their imports.
    const scripts = await pageScripts(server.port, host(slug), html);
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) =>
      defined(m[1], "m[1]"),
    );
    const jsBytes = scripts.reduce((sum, script) => sum + Buffer.byteLength(script.text), 0);
    let cssBytes = 0;
    for (const href of new Set(styles)) cssBytes += (await fetchBytes(server.port, href, host(slug))).bytes;
    const result = await load(server.port, "/", host(slug), { concurrency: 8, seconds: 8 });
    rows.push([
      slug,
      `${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB (${(gzipSync(html).length / 1024).toFixed(1)} gzip)`,
      `${(jsBytes / 1024).toFixed(1)} KiB (${scripts.length} files)`,
      `${(cssBytes / 1024).toFixed(1)} KiB`,
      result.rps.toFixed(0),
      result.p50.toFixed(1),
      result.p95.toFixed(1),
      String(result.errors),
    ]);
  }
  const header = ["home page", "HTML", "JS (uncompressed)", "CSS", "req/s", "p50 ms", "p95 ms", "errors"];
  const table = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...table.map((r) => defined(r[i], "r[i]").length)));
  const out = table
    .map((r) => r.map((c, i) => c.padEnd(defined(widths[i], "widths[i]"))).join("  "))
    .join("\n");
  console.log(`\nSite shell, production server, 8 concurrent clients for 8 s each (loopback):\n${out}\n`);
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(path.join("bench-results", "pages.txt"), `${out}\n`);
} finally {
  await server.stop();
}
