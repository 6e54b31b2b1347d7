// The web process behind the front server (scripts/lib/run-next.ts starts it): Next, through
// its custom-server API, and the Astro build's request handler in ONE Node process, listening
// on HOST:PORT (a loopback port of its own). Each request goes to the renderer rendererFor()
// names (domain/tenancy/renderer-routes.ts). One process, so both renderers share the
// process's database (the embedded PGlite allows one process per data directory) and every
// other process-wide resource, kept on globalThis by server/singleton.ts: whichever bundle
// asks first opens it, the other gets the same instance.
//
// Run on plain Node with tsx's loader, without `--conditions=react-server`: Next and Astro
// load their own React builds as `next start` and Astro's server do. Signals: Next's
// instrumentation (src/instrumentation.ts, NEXT_MANUAL_SIG_HANDLE) drains the delivery worker
// and closes the database and Redis on SIGTERM, after the front server has stopped sending.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import next from "next";
import { rendererFor } from "../src/domain/tenancy/renderer-routes";
import { env } from "../src/env";
import { dispatchByRenderer } from "../src/server/front/renderer-dispatch";

/** The Astro build's server entry (astro.config.ts: the Node adapter, standalone mode). */
const ASTRO_ENTRY = "dist/server/entry.mjs";

const { PLATFORM_DOMAIN } = env();
const port = Number(process.env.PORT);
const hostname = process.env.HOST ?? "localhost";
const dir = process.cwd();

// The adapter's standalone build exports its handler (static files under /_astro/, then the
// pages) and starts a server of its own unless told not to, as `astro preview` tells it.
process.env.ASTRO_NODE_AUTOSTART = "disabled";
const astro = (await import(pathToFileURL(path.join(dir, ASTRO_ENTRY)).href)) as {
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void;
};

// Next compresses its own answers (next.config.ts `compress`, on by default); Astro's Node
// handler does not, so its answers go through the same middleware (the `compression` package
// Next vendors): gzip, deflate or br as the client accepts, text types of 1 KB or more. Only
// Astro's requests pass through it, so nothing is compressed twice.
// Typed for Express, it uses only Node's request and response.
const compress = compression() as unknown as (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
) => void;
const astroCompressed = (req: http.IncomingMessage, res: http.ServerResponse) =>
  compress(req, res, () => astro.handler(req, res));

const server = http.createServer();
const nextApp = next({ dev: false, dir, hostname, port, httpServer: server });
// Loads the build, runs instrumentation.ts register() (the in-process delivery worker).
await nextApp.prepare();
server.on(
  "request",
  dispatchByRenderer({
    next: nextApp.getRequestHandler(),
    astro: astroCompressed,
    rendererFor: (req) =>
      rendererFor(
        { method: req.method ?? "GET", host: req.headers.host, path: req.url ?? "/" },
        PLATFORM_DOMAIN,
      ),
  }),
);
server.listen(port, hostname);
