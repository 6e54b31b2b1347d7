// npm run bench – every benchmark in turn: page weight and speed, search, ad feeds, leads,
// Lighthouse. Each also runs on its own (npm run bench:pages, bench:search, bench:feeds,
// bench:leads, bench:lighthouse).
// Writes one Markdown summary, bench-results/summary.md: the machine (CPUs, memory, Node, the
// commit), the load average before and after each benchmark (the figures of a busy machine
// are not comparable with an idle one's), and every figure each benchmark reported: its
// bench-results/<name>.txt table when it wrote one in this run, else the end of its output.
// Arguments pick benchmarks by name (npm run bench -- search leads); --scale is passed on.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const BENCHES = [
  "bench/pages.ts",
  "bench/search.ts",
  "bench/feeds.ts",
  "bench/leads.ts",
  "bench/lighthouse.ts",
];
const args = process.argv.slice(2);
const passOn = args.filter((a) => a.startsWith("--"));
const only = args.filter((a) => !a.startsWith("--"));
const OUTPUT_TAIL_LINES = 40;

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ");

/** Runs one benchmark, its output shown as it comes and kept for the summary. */
function runBench(bench: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npx", ["tsx", "--conditions=react-server", bench, ...passOn], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString("utf8");
    });
    child.on("close", (code) => resolve({ code, output }));
  });
}

const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim();
const dirty = spawnSync("git", ["status", "--porcelain"], { encoding: "utf8" }).stdout.trim() !== "";
const started = new Date();
const startLoad = loadAverage();
const sections: string[] = [];
let failed = 0;
for (const bench of BENCHES.filter((b) => only.length === 0 || only.some((o) => b.includes(o)))) {
  console.log(`\n=== ${bench}`);
  const name = path.basename(bench, ".ts");
  const resultFile = path.join("bench-results", `${name}.txt`);
  const before = loadAverage();
  const t0 = Date.now();
  const { code, output } = await runBench(bench);
  const seconds = (Date.now() - t0) / 1000;
  if (code !== 0) failed++;
  const wrote = fs.existsSync(resultFile) && fs.statSync(resultFile).mtimeMs >= t0;
  const figures = wrote
    ? fs.readFileSync(resultFile, "utf8").trimEnd()
    : output.trimEnd().split("\n").slice(-OUTPUT_TAIL_LINES).join("\n");
  sections.push(
    [
      `## ${name}${code === 0 ? "" : ` (FAILED, exit ${code})`}`,
      "",
      `Load average (1 / 5 / 15 min): ${before} before, ${loadAverage()} after; ${seconds.toFixed(0)} s.`,
      wrote ? `From ${resultFile}:` : `The last ${OUTPUT_TAIL_LINES} lines of its output:`,
      "",
      "```text",
      stripVTControlCharacters(figures),
      "```",
    ].join("\n"),
  );
}

const cpus = os.cpus();
const summary = [
  `# Benchmarks, ${started.toISOString()}`,
  "",
  `- Commit: ${commit}${dirty ? " (with uncommitted changes)" : ""}`,
  `- Machine: ${cpus.length} × ${cpus[0]?.model ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.platform()} ${os.release()}`,
  `- Node ${process.version}${passOn.length > 0 ? `; options ${passOn.join(" ")}` : ""}`,
  `- Load average (1 / 5 / 15 min) when the run started: ${startLoad}; each section gives it before and after. ` +
    "Other work on the machine slows every figure: compare runs made at a similar load.",
  "",
  ...sections.flatMap((s) => [s, ""]),
].join("\n");
fs.mkdirSync("bench-results", { recursive: true });
fs.writeFileSync(path.join("bench-results", "summary.md"), summary);
console.log(`\nSummary: ${path.join("bench-results", "summary.md")}`);
process.exit(failed === 0 ? 0 : 1);
