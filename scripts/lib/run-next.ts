import { spawn } from "node:child_process";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  MAX_LEAD_FILE_BYTES,
  MAX_LEAD_FILES_TOTAL_BYTES,
  PROXY_BODY_BUFFER_BYTES,
} from "../../src/domain/leads/lead-file-limits";
import { isLoopbackAddress, platformOrigin } from "../../src/domain/tenancy/host-origin";
import { rendererFor } from "../../src/domain/tenancy/renderer-routes";
import { parseTrustedProxies } from "../../src/domain/tenancy/trusted-proxies";
import { env } from "../../src/env";
import { createFrontMetrics } from "../../src/server/front/front-metrics";
import { createFrontServer } from "../../src/server/front/front-server";
import { subscribeToRevalidations } from "../../src/server/front/revalidation-channel";
import { logger } from "../../src/server/log/logger";
import { freePort } from "./free-port";

export function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/** The Astro build's standalone server (astro.config.ts), run by `start` beside Next. */
const ASTRO_ENTRY = "dist/server/entry.mjs";

/**
 * Serves Forecourt on PORT and mirrors Next's exit. `start`: the front server (a reverse proxy
 * with the page microcache, src/server/front) on PORT, `next start` and Astro's standalone
 * server behind it on loopback ports (the front server sends each request to the renderer
 * domain/tenancy/renderer-routes.ts names). `dev`: `next dev` on PORT (the Astro pages run
 * with `npx astro dev`). Prints the demo sites once the platform answers.
 */
export async function serveNext(
  mode: "start" | "dev",
  sites: { slug: string; name: string }[],
): Promise<void> {
  const settings = env();
  const { PORT, PUBLIC_PORT, HOST, PLATFORM_DOMAIN, PAGE_MICROCACHE_MS, ACCESS_LOG } = settings;
  const nextPort = mode === "start" ? await freePort() : PORT;
  const args = mode === "start" ? ["-p", String(nextPort), "-H", "localhost"] : ["-p", String(PORT)];
  // Next's own CLI as the direct child (not through npx, which does not pass signals on), so
  // that SIGTERM reaches the process that drains and closes.
  const nextCli = path.join(process.cwd(), "node_modules/next/dist/bin/next");
  const child = spawn(process.execPath, [nextCli, mode, ...args], {
    stdio: "inherit",
    env: {
      ...process.env,
      LEAD_WORKER: process.env.LEAD_WORKER ?? "in-process",
      // `next start -p` sets PORT to its own port; links must carry the one shoppers use:
      // PUBLIC_PORT when the deployment sets it (443 behind TLS), else the front server's.
      PUBLIC_PORT: String(PUBLIC_PORT),
      // Under the front server, Next leaves the signals to instrumentation.ts (drain the
      // delivery worker, close the pools) and gets SIGTERM only once no request is in flight.
      ...(mode === "start" ? { NEXT_MANUAL_SIG_HANDLE: "true" } : {}),
    },
  });
  const astroPort = mode === "start" ? await freePort() : null;
  const astro =
    astroPort === null
      ? null
      : spawn(process.execPath, [path.join(process.cwd(), ASTRO_ENTRY)], {
          stdio: "inherit",
          env: {
            ...process.env,
            HOST: "localhost",
            PORT: String(astroPort),
            PUBLIC_PORT: String(PUBLIC_PORT),
          },
        });
  let front: http.Server | null = null;
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void stopTakingRequests(front).then(() => {
        astro?.kill(signal);
        child.kill(signal);
      });
    });
  }
  child.on("exit", (code, signal) => {
    astro?.kill("SIGTERM");
    process.exit(code ?? (signal ? 1 : 0));
  });
  // Astro answering nothing would leave its pages 502: the whole server stops instead.
  astro?.on("exit", (code, signal) => {
    if (stopping) return;
    logger().error({ code, signal }, "the Astro server exited");
    child.kill("SIGTERM");
  });
  if (mode === "start") {
    const trustedProxies = parseTrustedProxies(settings.TRUSTED_PROXIES);
    if (
      "hops" in trustedProxies &&
      trustedProxies.hops > 0 &&
      !isLoopbackAddress(HOST) &&
      HOST !== "localhost"
    )
      logger().warn(
        { HOST, TRUSTED_PROXIES: settings.TRUSTED_PROXIES },
        "the front server listens beyond loopback with TRUSTED_PROXIES as a hop count: a client that reaches it directly can choose its own address; name the proxies' addresses instead (docs/DEPLOY.md)",
      );
    front = createFrontServer({
      upstreamHost: "localhost",
      upstreamPort: nextPort,
      ...(astroPort !== null && {
        astro: {
          port: astroPort,
          rendererFor: (req: http.IncomingMessage) =>
            rendererFor(
              { method: req.method ?? "GET", host: req.headers.host, path: req.url ?? "/" },
              PLATFORM_DOMAIN,
            ),
        },
      }),
      microcacheMs: PAGE_MICROCACHE_MS,
      // Several web processes share one cache (REDIS_URL): any one's revalidation empties
      // every front server's microcache.
      onInvalidate: (clear) => {
        if (process.env.REDIS_URL) void subscribeToRevalidations(process.env.REDIS_URL, clear);
      },
      // What Next itself may buffer (above the largest route limit, so that route answers
      // 413 with its own limit); bodies beyond it never reach Next.
      maxBodyBytes: PROXY_BODY_BUFFER_BYTES,
      maxBufferedBodyBytes: settings.BODY_BUFFER_BYTES,
      maxBufferedBodyBytesPerClient: settings.BODY_BUFFER_PER_CLIENT_BYTES,
      smallBodyReserveBytes: settings.BODY_BUFFER_SMALL_RESERVE_BYTES,
      minBodyBytesPerSecond: settings.BODY_MIN_BYTES_PER_SECOND,
      trustedProxies,
      // A Host port other than these is dropped (a made-up port makes no cache entries).
      publicPorts: [PORT, PUBLIC_PORT],
      imageRequestsPerMinute: settings.IMAGE_REQUESTS_PER_MINUTE,
      imageConcurrency: settings.IMAGE_CONCURRENCY ?? os.availableParallelism(),
      metrics: createFrontMetrics(),
      accessLog: ACCESS_LOG === "on" ? (entry) => logger().info(entry, "request") : undefined,
      tooLargeMessage: `The request is too large: files may add up to ${MAX_LEAD_FILES_TOTAL_BYTES / 1024 / 1024} MB (each at most ${MAX_LEAD_FILE_BYTES / 1024 / 1024} MB).`,
    });
    const server = front;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(PORT, HOST, resolve);
    });
  }

  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`http://${probeHost(mode === "start" ? HOST : "127.0.0.1")}:${PORT}/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  const width = Math.max(...sites.map((s) => s.name.length), 10);
  const address = { domain: PLATFORM_DOMAIN, port: PORT };
  console.log(`\nForecourt is running. Platform directory: ${platformOrigin(address)}/\n`);
  for (const site of sites)
    console.log(`  ${site.name.padEnd(width)}  ${platformOrigin(address, site.slug)}`);
  console.log("");
}

/** Where to reach a server listening on `host` from this machine. */
function probeHost(host: string): string {
  if (host === "0.0.0.0" || host === "::" || host === "localhost") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

/** How long requests in flight may take to finish after SIGTERM before Next is stopped anyway. */
const DRAIN_REQUESTS_MS = 25_000;

/**
 * Graceful shutdown, first half: the front server stops accepting connections, closes idle
 * kept-alive ones (a load balancer then sends new requests to the other processes), and
 * waits for the requests in flight to be answered (at most DRAIN_REQUESTS_MS).
 */
function stopTakingRequests(front: http.Server | null): Promise<void> {
  if (!front?.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const idle = setInterval(() => front.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      front.closeAllConnections();
      done();
    }, DRAIN_REQUESTS_MS);
    function done() {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve();
    }
    front.close(() => done());
    front.closeIdleConnections();
  });
}
