// First-load JavaScript of a page: every script the server's HTML asks for by `src`, gzipped as
// it travels (each page type of a site with chat and analytics within its own budget).
// Bytes only, no timing: the same figure on a busy machine as on an idle one. Chunks a page
// imports later (a click, the viewport, idle time) are not in its HTML and do not count, with
// two exceptions on an Astro page (docs/decisions/020-astro-islands.md): a module script's
// static imports (the shell's trackers import shared chunks), and its islands. Astro inlines
// its small island loader and names each island's module and renderer on its <astro-island>
// element; they load at once, when idle, at a width or in view, so every island's modules and
// the chunks they import count, whatever its directive (an upper bound: a phone never loads the
// desktop menu, and cards below the fold load only if scrolled to), except `client:interaction`
// islands (src/astro/directives/interaction.ts), which load nothing before a person touches
// them: first-load is before any interaction.
import http from "node:http";
import { gzipSync } from "node:zlib";

/**
 * The target for first-load JS (gzip) on every page type, React DOM's client (67 KB)
 * included (docs/decisions/010-first-load-javascript-budget.md). Reached on every page type the
 * budget covers, none of which needs React before a touch; no page type's budget may be above
 * it (js-budget.spec.ts).
 */
export const FIRST_LOAD_JS_TARGET_BYTES = 80 * 1024;

/** The demo site the budget is measured on: chat and analytics configured. */
export const BUDGET_SITE = "westside-auto";

/**
 * The page types the budget covers, each as how to find one of its addresses on a running
 * site (`html(path)` fetches a page of the same site), and its budget: what CI enforces, the
 * page as last measured on westside-auto plus a little room. A budget is lowered when its page
 * gets lighter, never raised to make a page fit. A new page type is one more entry here.
 */
export const BUDGET_PAGES: {
  name: string;
  path(html: (path: string) => Promise<string>): Promise<string>;
  budgetBytes: number;
}[] = [
  // 16.6 KB: no island before a touch, so no React: the shell's plain modules and the cards'
  // toggles' (start-vehicle-lists.ts, 2.0 KB).
  { name: "home", path: async () => "/", budgetBytes: 18 * 1024 },
  // 19.1 KB: no island before a touch, so no React: the shell's plain modules, the search
  // page's (its forms, the Filters link, the list's view event, "Save this search": 2.4 KB) and
  // the cards' toggles' (2.0 KB).
  { name: "search", path: async () => "/search/new-used-and-demo-cars", budgetBytes: 20 * 1024 },
  {
    // 20.1 KB: no island before a touch, so no React: the shell's plain modules, the vehicle
    // page's (the gallery, the estimate, the tracked links) and the toggles'. The enquiry form
    // (React and the form engine, about 120 KB) loads at the first touch of the form, or on
    // #enquire (`client:interaction`).
    name: "vehicle",
    budgetBytes: 22 * 1024,
    // The first vehicle the home page links to (any template's base path).
    async path(html) {
      const found = /href="(\/(?:cars|motorcycles|campers)\/[a-z0-9_-]+)"/i.exec(await html("/"))?.[1];
      if (!found) throw new Error("no vehicle link on the home page");
      return found;
    },
  },
  {
    name: "compare",
    // Two of the vehicles the search lists, side by side (the compare page reads ids from its
    // address): the search's compare buttons are drawn in the browser by the shell's plain
    // script, from the grid's data block of its cars (rows, the id first).
    async path(html) {
      const data = /<script[^>]* id="search-results-toggles"[^>]*>([^<]*)<\/script>/.exec(
        await html("/search/new-used-and-demo-cars"),
      )?.[1];
      const ids = (JSON.parse(data ?? "[]") as [number][]).map(([id]) => id).slice(0, 2);
      if (ids.length === 0) throw new Error("no compare button on the search page");
      return `/compare?ids=${ids.join(",")}`;
    },
    // 13.2 KB: no island before a touch, so no React: the shell's plain modules alone.
    budgetBytes: 14 * 1024,
  },
];

export interface FirstLoadJs {
  path: string;
  /** The budget the page type is held to. */
  budgetBytes: number;
  /** Each script's path and its gzipped size. */
  scripts: { src: string; gzipBytes: number }[];
  gzipBytes: number;
  /** The HTML document itself (markup plus the inline RSC payload), gzipped: for the report. */
  htmlGzipBytes: number;
}

/** GET through the loopback with the site's Host header (Node does not resolve *.localhost). */
export function getText(port: number, host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, headers: { host }, timeout: 60_000 }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () =>
        res.statusCode === 200 ? resolve(body) : reject(new Error(`GET ${host}${path}: ${res.statusCode}`)),
      );
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${host}${path}: no answer in 60 s`)));
    req.on("error", reject);
  });
}

/**
 * The `src` of every script element a current browser runs, in order, once each, and whether it
 * is a module (whose static imports load with it): a `nomodule` script (Next's legacy
 * polyfills) is skipped by every browser that supports modules.
 */
function scriptSources(html: string): { src: string; module: boolean }[] {
  const sources = new Map<string, boolean>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    if (src && !/\snomodule\b/i.test(tag))
      sources.set(src.replace(/&amp;/g, "&"), /\stype="module"/i.test(tag));
  }
  return [...sources].map(([src, module]) => ({ src, module }));
}

/**
 * The modules Astro's islands load (their component and renderer), in order, once each; not
 * those of a `client:interaction` island, which loads them on its first touch.
 */
function islandSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    if (/\sclient="interaction"/i.test(tag)) continue;
    for (const name of ["component-url", "renderer-url"]) {
      const src = new RegExp(`\\s${name}="([^"]+)"`, "i").exec(tag)?.[1];
      if (src) sources.add(src.replace(/&amp;/g, "&"));
    }
  }
  return [...sources];
}

/** The modules a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(code: string, from: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.m?js)["']/g)].flatMap(([, spec]) =>
    spec ? [new URL(spec, `http://chunk${from}`).pathname] : [],
  );
}

const gzipSize = (text: string) => gzipSync(Buffer.from(text, "utf8")).length;

/**
 * Every script a page's HTML loads, once each, with its text: the `src` scripts, then (on an
 * Astro page) each island's modules and the chunks they import. `host` is the Host header the
 * page was fetched with; a script from another origin is an error.
 */
export async function pageScripts(
  port: number,
  host: string,
  html: string,
): Promise<{ src: string; text: string }[]> {
  const scripts: { src: string; text: string }[] = [];
  const pending: URL[] = [];
  for (const { src, module } of scriptSources(html)) {
    const url = new URL(src, `http://${host}`);
    // Only the site's own scripts: a third party's tag would not be in the server's HTML.
    if (url.host !== host) throw new Error(`a script from another origin: ${src}`);
    const text = await getText(port, host, url.pathname + url.search);
    scripts.push({ src: url.pathname, text });
    if (module)
      for (const imported of staticImports(text, url.pathname))
        pending.push(new URL(imported, `http://${host}`));
  }
  // What module scripts import, Astro's islands and everything their modules import, each chunk once.
  pending.push(...islandSources(html).map((src) => new URL(src, `http://${host}`)));
  const seen = new Set(scripts.map((s) => s.src));
  for (let url = pending.shift(); url; url = pending.shift()) {
    if (url.host !== host) throw new Error(`a module from another origin: ${url.href}`);
    if (seen.has(url.pathname)) continue;
    seen.add(url.pathname);
    const text = await getText(port, host, url.pathname);
    scripts.push({ src: url.pathname, text });
    for (const imported of staticImports(text, url.pathname))
      pending.push(new URL(imported, `http://${host}`));
  }
  return scripts;
}

/** Measures one page of a site served on 127.0.0.1:`port` under the Host header `host`. */
async function measureFirstLoadJs(
  port: number,
  host: string,
  path: string,
  budgetBytes: number,
): Promise<FirstLoadJs> {
  const html = await getText(port, host, path);
  const scripts = (
    await pageScripts(port, host, html).catch((error: Error) => {
      throw new Error(`${path} loads ${error.message}`);
    })
  ).map(({ src, text }) => ({ src, gzipBytes: gzipSize(text) }));
  return {
    path,
    budgetBytes,
    scripts,
    gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    htmlGzipBytes: gzipSize(html),
  };
}

/** Every budgeted page type of a site, measured. */
export async function measureBudgetPages(port: number, host: string) {
  const html = (path: string) => getText(port, host, path);
  const results: (FirstLoadJs & { name: string })[] = [];
  for (const page of BUDGET_PAGES) {
    results.push({
      name: page.name,
      ...(await measureFirstLoadJs(port, host, await page.path(html), page.budgetBytes)),
    });
  }
  return results;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
