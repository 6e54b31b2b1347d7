import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { freePort } from "../../scripts/lib/free-port";
import { defined } from "../../src/domain/defined";

export interface RunningServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts the production server (`scripts/start.ts`: builds if needed, seeds a fresh
 * embedded database) on a free port, and resolves once it answers.
 */
export async function startProductionServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = `.data/bench-pglite-${port}`;
  fs.rmSync(path.join(process.cwd(), dataDir), { recursive: true, force: true });
  const child: ChildProcess = spawn("npx", ["tsx", "--conditions=react-server", "scripts/start.ts"], {
    env: { ...process.env, PORT: String(port), PGLITE_DIR: dataDir, LEAD_WORKER: "off", ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/sites`);
      if (res.ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error("server did not start");
    await sleep(500);
  }
  return {
    port,
    async stop() {
      try {
        process.kill(-defined(child.pid, "child.pid"), "SIGTERM");
      } catch {
        // gone
      }
      await sleep(1000);
      fs.rmSync(path.join(process.cwd(), dataDir), { recursive: true, force: true });
    },
  };
}
