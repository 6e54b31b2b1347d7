import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import {
  MAX_LEAD_FILE_BYTES,
  MAX_LEAD_FILES_TOTAL_BYTES,
  PROXY_BODY_BUFFER_BYTES,
} from "../../src/domain/leads/lead-file-limits";
import { platformOrigin } from "../../src/domain/tenancy/host-origin";
import { env } from "../../src/env";
import { createFrontServer } from "../../src/server/front/front-server";
import { subscribeToRevalidations } from "../../src/server/front/revalidation-channel";
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

/**
 * Serves Forecourt on PORT and mirrors Next's exit. `start`: the front server (a reverse proxy
 * with the page microcache, src/server/front) on PORT, `next start` behind it on a loopback
 * port. `dev`: `next dev` on PORT. Prints the demo sites once the platform answers.
 */
export async function serveNext(
  mode: "start" | "dev",
  sites: { slug: string; name: string }[],
): Promise<void> {
  const { PORT, PLATFORM_DOMAIN, PAGE_MICROCACHE_MS } = env();
  const nextPort = mode === "start" ? await freePort() : PORT;
  const args = mode === "start" ? ["-p", String(nextPort), "-H", "localhost"] : ["-p", String(PORT)];
  const child = spawn("npx", ["next", mode, ...args], {
    stdio: "inherit",
    env: {
      ...process.env,
      LEAD_WORKER: process.env.LEAD_WORKER ?? "in-process",
      // `next start -p` sets PORT to its own port; links must carry the one shoppers use.
      PUBLIC_PORT: String(PORT),
    },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  if (mode === "start") {
    const front = createFrontServer({
      upstreamHost: "localhost",
      upstreamPort: nextPort,
      microcacheMs: PAGE_MICROCACHE_MS,
      // Several web processes share one cache (REDIS_URL): any one's revalidation empties
      // every front server's microcache.
      onInvalidate: (clear) => {
        if (process.env.REDIS_URL) void subscribeToRevalidations(process.env.REDIS_URL, clear);
      },
      // What Next itself may buffer (above the largest route limit, so that route answers
      // 413 with its own limit); bodies beyond it never reach Next.
      maxBodyBytes: PROXY_BODY_BUFFER_BYTES,
      tooLargeMessage: `The request is too large: files may add up to ${MAX_LEAD_FILES_TOTAL_BYTES / 1024 / 1024} MB (each at most ${MAX_LEAD_FILE_BYTES / 1024 / 1024} MB).`,
    });
    await new Promise<void>((resolve, reject) => {
      front.once("error", reject);
      front.listen(PORT, resolve);
    });
  }

  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/`);
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
