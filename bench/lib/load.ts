import http from "node:http";

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

// node:http rather than fetch: fetch may not set the Host header, which picks the tenant.
function get(
  port: number,
  path: string,
  host: string,
  keepBody = false,
): Promise<{ status: number; bytes: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, headers: { host }, agent }, (res) => {
      let bytes = 0;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (keepBody) chunks.push(chunk);
      });
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, bytes, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("error", reject);
  });
}

/** A bounded closed-loop load: `concurrency` clients for `seconds`, loopback only. */
export async function load(
  port: number,
  path: string,
  host: string,
  { concurrency = 8, seconds = 10 } = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          const res = await get(port, path, host);
          if (res.status !== 200) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors,
  };
}

export async function fetchBytes(port: number, path: string, host: string) {
  return get(port, path, host);
}

export async function fetchText(port: number, path: string, host: string): Promise<string> {
  const res = await get(port, path, host, true);
  if (res.status !== 200) throw new Error(`GET ${host}${path} answered ${res.status}`);
  return res.body;
}

/** One request with any method, headers and body (node:http, so the Host header is ours). */
export function send(
  port: number,
  options: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: options.method,
        path: options.path,
        headers: options.headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
