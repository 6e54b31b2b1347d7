import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { clientDirectives } from "./src/astro/directives/integration";

const plainModules = new Map<string, boolean>();
const srcDir = fileURLToPath(new URL("./src/", import.meta.url));

/** The project file an import names (`@/x`, `./x`), or null for a package. */
function projectImport(spec: string, from: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(srcDir, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * A module of the project's own with no React in it or under it: a `.ts` file that imports
 * nothing from react and only such modules of the project (type-only imports aside), or
 * Rolldown's runtime helpers, which go with the plain modules that use them so the trackers'
 * chunk never imports React's chunk for one of them.
 */
function plainProjectModule(id: string): boolean {
  if (/rolldown[:\\/]runtime/.test(id)) return true;
  if (!/[\\/]src[\\/][^?]*\.ts$/.test(id) || !fs.existsSync(id)) return false;
  let plain = plainModules.get(id);
  if (plain !== undefined) return plain;
  plainModules.set(id, true); // an import cycle: the other modules decide
  const code = fs.readFileSync(id, "utf8");
  plain = true;
  for (const [, typeOnly, spec] of code.matchAll(
    /^\s*(?:import|export)\s+(type\s)?[^;]*?from\s*["']([^"']+)["']/gm,
  )) {
    if (typeOnly || !spec) continue;
    if (/^react(-dom)?($|\/)/.test(spec)) plain = false;
    const file = projectImport(spec, id);
    if (file && !plainProjectModule(file)) plain = false;
    if (!plain) break;
  }
  plainModules.set(id, plain);
  return plain;
}

/** The project files `file` imports for their values (type-only imports aside). */
function projectValueImports(file: string): string[] {
  const code = fs.readFileSync(file, "utf8");
  const found: string[] = [];
  for (const [, typeOnly, spec] of code.matchAll(
    /^\s*(?:import|export)\s+(type\s)?[^;]*?from\s*["']([^"']+)["']/gm,
  )) {
    if (typeOnly || !spec) continue;
    const imported = projectImport(spec, file);
    if (imported) found.push(imported);
  }
  return found;
}

/**
 * What the shell loads: the plain modules of its trackers and widgets (no React: the saved
 * count, the sign-in link, the opening status, the chat launcher), on every page before anyone
 * touches it, and the phone links' island, on a touch; with every project module they import.
 * Only these go into the shared chunks below: a module that only other islands share (a form
 * page's, the menus') stays in chunks those load, not in one every page loads.
 */
const SHELL_ENTRIES = [
  "features/analytics/shell-trackers.ts",
  "features/shell/start-shell-widgets.ts",
  // The phone links (the header's, the footer's, each "Visit us" card's) load on a touch; one
  // chunk for all of them.
  "features/phone/phone-reveal.tsx",
];
let shellModules: Set<string> | undefined;
function shellModule(id: string): boolean {
  if (!shellModules) {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of projectValueImports(file)) visit(next);
    };
    for (const entry of SHELL_ENTRIES) visit(path.join(srcDir, entry));
    shellModules = seen;
  }
  return shellModules.has(id.split("?")[0] ?? id);
}

/**
 * The Astro renderer (docs/decisions/020-astro-islands.md): pages in src/astro/pages render the
 * React components of src/features on the server. `npm run build` builds it into dist/ after
 * Next; `npm start` loads dist/server/entry.mjs into the web process beside Next
 * (scripts/web-process.ts: its exported handler, the standalone server not started), which
 * gives it the page families that have moved.
 */
export default defineConfig({
  srcDir: "./src/astro",
  outDir: "./dist",
  output: "server",
  adapter: node({ mode: "standalone" }),
  // `client:interaction` (src/astro/directives/interaction.ts): hydrated on first touch.
  integrations: [react(), clientDirectives()],
  // `astro preview` and `astro dev` only: npm start never starts the adapter's own server.
  server: { host: "127.0.0.1" },
  // The page cache: Astro's in-memory one, keyed by the site's host and emptied by every
  // write's tags (src/astro/cache/page-cache-provider.ts). Pages join it by setting
  // `locals.sharedPage` (src/astro/middleware.ts); `astro dev` never caches.
  cache: {
    provider: {
      name: "forecourt-pages",
      entrypoint: new URL("./src/astro/cache/page-cache-provider.ts", import.meta.url),
    },
  },
  // A form page's post is checked by the middleware as src/proxy.ts checks Next's (the Origin's
  // host against Host, what Next compares; a post without Origin allowed): Astro's own check
  // compares the whole origin with the inner http hop's URL, which refuses every post served
  // over https behind a proxy, and refuses a post without Origin.
  security: { checkOrigin: false },
  vite: {
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // Fewer, larger chunks for the browser (docs/decisions/010-first-load-javascript-budget.md):
              // each chunk is gzipped on its own, so thirty small ones cost more than their sum.
              // React (react, react-dom, the scheduler, the JSX runtime and Astro's React client)
              // is one chunk; the plain modules (no React) that two or more entries share (the
              // shell's trackers and the islands) are one chunk, so the trackers never pull React
              // in; the React modules two or more islands share are one more.
              codeSplitting: {
                groups: [
                  {
                    name: "react",
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
                    priority: 3,
                  },
                  {
                    name: "shell",
                    test: (id: string) => plainProjectModule(id) && shellModule(id),
                    minShareCount: 2,
                    priority: 2,
                  },
                  { name: "islands", test: shellModule, minShareCount: 2, priority: 1 },
                ],
              },
            },
          },
        },
      },
    },
    resolve: {
      // The server modules import "server-only" as a guard against client bundles; Astro
      // renders them on the server only, so the guard resolves to the empty module tests use.
      alias: [
        {
          find: "server-only",
          replacement: new URL("./tests/support/server-only-stub.ts", import.meta.url).pathname,
        },
        // globals.css opens with `@import "tailwindcss"`, which @tailwindcss/postcss expands under
        // Next; Vite inlines CSS imports itself before the PostCSS plugins run, and its resolver
        // does not find the package's stylesheet by its bare name, so it is named here.
        // ServerImage's next/image, with Next's image options (see the file).
        {
          find: /^next\/image$/,
          replacement: new URL("./src/astro/next-image.ts", import.meta.url).pathname,
        },
        {
          find: /^tailwindcss$/,
          replacement: new URL("./node_modules/tailwindcss/index.css", import.meta.url).pathname,
        },
      ],
    },
  },
});
