import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * The process groups a test run starts, so that it (and .ci/run) can end exactly those and
 * nothing else: never a developer's own browser or server (no `pkill -f`).
 *
 * Under .ci/run every phase carries FORECOURT_RUN_ID in its environment, which every process
 * it starts inherits (Playwright passes it on to Chromium and the web server), and
 * FORECOURT_PROCESS_LEDGER names a file where the scripts write each process group they
 * start as "<pgid> <start time of its leader>" (.ci/leftovers.sh reads both).
 */
export function recordProcessGroup(pgid: number | undefined): void {
  const ledger = process.env.FORECOURT_PROCESS_LEDGER;
  if (!ledger || pgid === undefined) return;
  try {
    fs.mkdirSync(path.dirname(ledger), { recursive: true });
    fs.appendFileSync(ledger, `${pgid} ${startTimeOf(pgid) ?? "?"}\n`);
  } catch {
    // Best effort: .ci/run also finds the run's processes by FORECOURT_RUN_ID.
  }
}

/** The start time of a process in clock ticks since boot (/proc/<pid>/stat field 22), or null. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** Sends a signal to a whole process group; false when it is gone already. */
function signalGroup(pgid: number | undefined, signal: NodeJS.Signals): boolean {
  if (pgid === undefined) return false;
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a command as the leader of a process group of its own (recorded, see above) and
 * resolves when it exits; then whatever it left behind in its group is ended. Ctrl-C and
 * a time limit's SIGTERM are passed on to the group.
 */
export function runInOwnGroup(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(command, args, { stdio: "inherit", env, detached: true });
    recordProcessGroup(child.pid);
    const passOn = (signal: NodeJS.Signals) => () => void signalGroup(child.pid, signal);
    const onInt = passOn("SIGINT");
    const onTerm = passOn("SIGTERM");
    process.on("SIGINT", onInt);
    process.on("SIGTERM", onTerm);
    const endGroup = () => void signalGroup(child.pid, "SIGKILL");
    process.on("exit", endGroup);
    child.on("error", reject);
    child.on("exit", (code) => {
      process.off("SIGINT", onInt);
      process.off("SIGTERM", onTerm);
      process.off("exit", endGroup);
      // What the command started in its group and left running (a Next server, say).
      if (signalGroup(child.pid, "SIGTERM"))
        setTimeout(() => signalGroup(child.pid, "SIGKILL"), 2_000).unref();
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code}`));
    });
  });
}
