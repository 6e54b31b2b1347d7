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

/** The web process: Next and Astro's handler in one Node process (scripts/web-process.ts). */
const WEB_PROCESS = "scripts/web-process.ts";

/**
 * Serves Forecourt on PORT and mirrors the web process's exit. `start`: the front server (a
 * reverse proxy with the page microcache, src/server/front) on PORT, and behind it on a
 * loopback port the web process, which runs Next and Astro's handler in one process (so both
 * read the one database) and gives each request to the renderer domain/tenancy/renderer-routes.ts
 * names. `dev`: `next dev` on PORT (the Astro pages run with `npm exec -- astro dev`). Prints
 * the demo sites once the platform answers.
 */
export async function serveNext(
  mode: "start" | "dev",
  sites: { slug: string; name: string }[],
): Promise<void> {
  const settings = env();
  const { PORT, PUBLIC_PORT, HOST, PLATFORM_DOMAIN, PAGE_MICROCACHE_MS, ACCESS_LOG } = settings;
  const webPort = mode === "start" ? await freePort() : PORT;
  // The web process as the direct child (not through npx, which does not pass signals on), so
  // that SIGTERM reaches the process that drains and closes. Plain Node with tsx's loader:
  // not this process's `--conditions=react-server`, which Next's and Astro's React must not see.
  const command =
    mode === "start"
      ? ["--import", "tsx", path.join(process.cwd(), WEB_PROCESS)]
      : [path.join(process.cwd(), "node_modules/next/dist/bin/next"), "dev", "-p", String(PORT)];
  const child = spawn(process.execPath, command, {
    stdio: "inherit",
    env: {
      ...process.env,
      LEAD_WORKER: process.env.LEAD_WORKER ?? "in-process",
      // Links must carry the port shoppers use: PUBLIC_PORT when the deployment sets it (443
      // behind TLS), else the front server's, never the web process's own PORT.
      PUBLIC_PORT: String(PUBLIC_PORT),
      // Under the front server, the web process listens on loopback, is a production server,
      // and leaves the signals to instrumentation.ts (drain the delivery worker, close the
      // pools), getting SIGTERM only once no request is in flight.
      ...(mode === "start"
        ? { PORT: String(webPort), HOST: "localhost", NODE_ENV: "production", NEXT_MANUAL_SIG_HANDLE: "true" }
        : {}),
    },
  });
  let front: http.Server | null = null;
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void stopTakingRequests(front).then(() => child.kill(signal));
    });
  }
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
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
      upstreamPort: webPort,
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
