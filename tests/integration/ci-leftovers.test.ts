import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { recordProcessGroup } from "../../scripts/lib/process-groups";

// .ci/run stops only what it started. Its leftovers step (.ci/leftovers.sh)
// runs here on its own against stand-ins: a developer's Chromium and Next server (their own
// process groups, not started by the run) and the run's own groups, one found by the run id in
// its environment and one by the ledger a script wrote. Linux only (/proc), as CI is.

const ROOT = path.resolve(import.meta.dirname, "../..");
const RUN_ID = `test-run-${process.pid}-${Date.now()}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-leftovers-"));
const LEDGER = path.join(dir, "run.pgids");
const started: ChildProcess[] = [];

/** A process group of its own whose leader shows `name` in ps, with the given environment. */
function group(name: string, env: NodeJS.ProcessEnv, withChild = false): ChildProcess {
  const script = `${withChild ? "sleep 300 & " : ""}exec -a ${name} sleep 300`;
  const child = spawn("bash", ["-c", script], { env, detached: true, stdio: "ignore" });
  started.push(child);
  return child;
}

const { FORECOURT_RUN_ID: _id, FORECOURT_PROCESS_LEDGER: _ledger, ...outside } = process.env;

/** The live (non-zombie) members of a process group. */
function members(pgid: number | undefined): string[] {
  return execFileSync("ps", ["-eo", "pid=,pgid=,stat=,args="], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([, g, stat]) => Number(g) === pgid && !stat?.startsWith("Z"))
    .map((fields) => fields.join(" "));
}

afterAll(() => {
  for (const child of started) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // ended by the test
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

test(".ci/run has no pkill or killall, and parses", () => {
  const run = fs.readFileSync(path.join(ROOT, ".ci/run"), "utf8");
  expect(run).not.toMatch(/\bpkill\b|\bkillall\b/);
  execFileSync("bash", ["-n", path.join(ROOT, ".ci/run")]);
  execFileSync("bash", ["-n", path.join(ROOT, ".ci/leftovers.sh")]);
});

test("The leftovers step ends the run's process groups and leaves a developer's browser and server", async () => {
  const devBrowser = group("/usr/lib/chromium/chromium", outside);
  const devServer = group("next-server", outside);
  const runServer = group("next-server", { ...outside, FORECOURT_RUN_ID: RUN_ID }, true);
  const runBrowser = group("/usr/lib/chromium/chromium", { ...outside, FORECOURT_RUN_ID: RUN_ID });
  const recorded = group("forecourt-nginx-stand-in", outside);
  await new Promise((resolve) => setTimeout(resolve, 300));
  process.env.FORECOURT_PROCESS_LEDGER = LEDGER;
  try {
    recordProcessGroup(recorded.pid);
  } finally {
    delete process.env.FORECOURT_PROCESS_LEDGER;
  }
  // A stale entry: the developer's browser's group number with another leader's start time
  // (as when a pid is reused) is not the run's.
  fs.appendFileSync(LEDGER, `${devBrowser.pid} 1\n`);
  expect(members(runServer.pid)).toHaveLength(2);

  const output = execFileSync("bash", ["-c", "set -euo pipefail; source .ci/leftovers.sh; leftovers"], {
    cwd: ROOT,
    env: { ...outside, FORECOURT_RUN_ID: RUN_ID, FORECOURT_PROCESS_LEDGER: LEDGER },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(output).toContain("left behind by the last pass");
  for (const ended of [runServer, runBrowser, recorded])
    expect(members(ended.pid), String(ended.pid)).toEqual([]);
  for (const kept of [devBrowser, devServer]) expect(members(kept.pid), String(kept.pid)).toHaveLength(1);

  // Nothing of the run is left: the step says nothing and ends nothing.
  const again = execFileSync("bash", ["-c", "set -euo pipefail; source .ci/leftovers.sh; leftovers"], {
    cwd: ROOT,
    env: { ...outside, FORECOURT_RUN_ID: RUN_ID, FORECOURT_PROCESS_LEDGER: LEDGER },
    encoding: "utf8",
  });
  expect(again).toBe("");
  for (const kept of [devBrowser, devServer]) expect(members(kept.pid)).toHaveLength(1);
});
