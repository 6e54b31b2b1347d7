// npm run bench – every benchmark in turn: page weight and speed, search, leads, Lighthouse.
// Each also runs on its own (npm run bench:pages, bench:search, bench:leads, bench:lighthouse).
import { spawnSync } from "node:child_process";

const BENCHES = ["bench/pages.ts", "bench/search.ts", "bench/leads.ts", "bench/lighthouse.ts"];
const only = process.argv.slice(2);
let failed = 0;
for (const bench of BENCHES.filter((b) => only.length === 0 || only.some((o) => b.includes(o)))) {
  console.log(`\n=== ${bench}`);
  const result = spawnSync("npx", ["tsx", "--conditions=react-server", bench], { stdio: "inherit" });
  if (result.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
