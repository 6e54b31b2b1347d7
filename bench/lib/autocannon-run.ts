// One autocannon run, in a process of its own (spawned by bench/lib/load.ts), so the load
// generator never shares an event loop with the server it measures or with the bench script.
// Input: a JSON LoadRequest as argv[2]. Output: one JSON LoadResult line on stdout.
// Every response time is kept, so the percentiles are exact (autocannon's own summary has
// p50, p90, p97.5 and p99 but no p95).
import autocannon from "autocannon";
import { defined } from "../../src/domain/defined";

interface LoadRequest {
  url: string;
  host: string;
  connections: number;
  seconds: number;
}

const input = JSON.parse(process.argv[2] ?? "{}") as LoadRequest;
const latencies: number[] = [];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return defined(
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))],
    "the percentile's sample",
  );
}

const instance = autocannon(
  {
    url: input.url,
    connections: input.connections,
    duration: input.seconds,
    headers: { host: input.host },
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    latencies.sort((a, b) => a - b);
    const non2xx = result.non2xx + result.errors + result.timeouts;
    process.stdout.write(
      `${JSON.stringify({
        requests: result.requests.total,
        seconds: result.duration,
        rps: result.requests.total / result.duration,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        errors: non2xx,
      })}\n`,
    );
  },
);
instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
