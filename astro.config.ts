import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";

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
  integrations: [react()],
  // `astro preview` and `astro dev` only: npm start never starts the adapter's own server.
  server: { host: "127.0.0.1" },
  // One port and host, whatever Host header the front server passes on (tenants are hosts).
  security: { checkOrigin: true },
  vite: {
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
