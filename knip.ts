import type { KnipConfig } from "knip";

// npm run knip (and CI) runs knip twice:
// - `knip`: no unused files, exports, types or dependencies anywhere (tests included);
// - `knip --production`: only the production entries (marked `!` below) and the Next.js app's
//   pages and routes count, so a file or export in src/ that only tests, benchmarks or the demo
//   stand-ins (src/demo) reach is reported and fails the build. The demo module and its routes
//   (src/app/platform/demo-providers) are not production entries (docs/ARCHITECTURE.md).
const production = process.argv.includes("--production");

const config: KnipConfig = {
  $schema: "https://unpkg.com/knip@6/schema.json",
  entry: [
    // The production processes: npm start (migrates; seeds the demo dealers on a local domain
    // only), the lead worker, the alert job and the operator's commands.
    "scripts/{start,worker,alerts,import,feed-key,logo,numbers-rebuild}.ts!",
    // Spawned by path (scripts/lib/run-next.ts): the web process, Next and Astro in one.
    "scripts/web-process.ts!",
    // The Astro renderer's pages.
    "src/astro/pages/**/*.astro!",
    // Named by path in astro.config.ts (an alias of next/image in the Astro build), and the
    // project's client directive, its integration (imported there) naming it by path.
    "src/astro/next-image.ts!",
    "src/astro/directives/{integration,interaction}.ts!",
    // Named by path in astro.config.ts (the page cache's provider).
    "src/astro/cache/page-cache-provider.ts!",
    // Named by path in next.config.ts (cacheHandler).
    "src/server/cache/page-cache-handler.mjs!",
    // Development and test commands.
    "scripts/{dev,e2e,serve,db-reset,check-js-budget}.ts",
    "bench/*.ts",
    // Spawned by path (bench/lib/load.ts): autocannon in a process of its own.
    "bench/lib/autocannon-run.ts",
    // Spawned by path (bench/feeds.ts): one feed per process, for its peak RSS.
    "bench/lib/ad-feed-child.ts",
    // Named by path in vitest.config.ts (an alias).
    "tests/support/server-only-stub.ts",
    // The demo stand-ins' routes: entries in the default pass only (see `next` below).
    "src/app/platform/demo-providers/**/route.ts",
  ],
  project: [
    "src/**/*.{ts,tsx,mjs,css,astro}!",
    // Not production code: tests and their helpers (test-support/ next to them), and the demo
    // stand-ins with their routes.
    "!src/**/*.test.{ts,tsx}!",
    "!src/**/test-support/**!",
    "!src/demo/**!",
    "!src/app/platform/demo-providers/**!",
    // Production scripts and the seed they run are followed (what they import from src/ is
    // used); the scripts only the browser tests and the budget check use are not.
    "scripts/**/*.ts!",
    "!scripts/lib/{first-load-js,nginx,process-groups}.ts!",
    "seed/**/*.ts!",
    "bench/**/*.ts",
    "tests/**/*.ts",
  ],
  // The Next.js plugin's entries (every page, layout and route) less the demo stand-ins' routes.
  next: { entry: ["!src/app/platform/demo-providers/**"] },
  // In the production pass, an export its own module uses is production code even when only
  // its unit test imports it; the seed's exports serve the development and test commands.
  ...(production ? { ignoreExportsUsedInFile: true, ignoreIssues: { "seed/**": ["exports", "types"] } } : {}),
  ignoreDependencies: [
    // The font files, copied into public/fonts and checked against the packages by path
    // (features/shell/site-fonts.test.ts): never imported.
    "@fontsource-variable/.+",
    // Loaded on demand by bench/lighthouse.ts, which says how to install it when missing.
    "lighthouse",
    // The Astro renderer's adapter and React integration: astro.config.ts uses them, and the
    // production pass does not read that configuration file.
    ...(production ? ["@astrojs/node", "@astrojs/react"] : []),
    // The Node 24 binary every npm script runs on (node_modules/.bin/node), never imported.
    "node",
  ],
};

export default config;
