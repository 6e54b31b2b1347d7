import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { env } from "../../src/env";
import { siteOrigin } from "../../src/features/platform/site-origin";

export function runCommand(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: process.env });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/** Runs `next <mode>` in the foreground, prints the demo sites once it answers, and mirrors its exit. */
export async function serveNext(
  mode: "start" | "dev",
  sites: { slug: string; name: string }[],
): Promise<void> {
  const { PORT, PLATFORM_DOMAIN } = env();
  const child = spawn("npx", ["next", mode, "-p", String(PORT)], {
    stdio: "inherit",
    env: { ...process.env, LEAD_WORKER: process.env.LEAD_WORKER ?? "in-process" },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

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
  console.log(`\nForecourt is running. Platform directory: http://${PLATFORM_DOMAIN}:${PORT}/\n`);
  for (const site of sites)
    console.log(`  ${site.name.padEnd(width)}  ${siteOrigin(site.slug, PLATFORM_DOMAIN, PORT)}`);
  console.log("");
}
