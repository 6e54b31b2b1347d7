import { spawn } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import { fileURLToPath } from "node:url";

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
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

/**
 * A bounded closed-loop load: autocannon with `concurrency` connections for `seconds`,
 * loopback only, run in its own process (bench/lib/autocannon-run.ts) so the client never
 * competes with the server for one event loop. Non-2xx answers count as errors.
 */
export async function load(
  port: number,
  path: string,
  host: string,
  { concurrency = 8, seconds = 10 } = {},
): Promise<LoadResult> {
  const request = { url: `http://127.0.0.1:${port}${path}`, host, connections: concurrency, seconds };
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      fileURLToPath(new URL("./autocannon-run.ts", import.meta.url)),
      JSON.stringify(request),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString("utf8");
  });
  const [code] = (await once(child, "close")) as [number | null];
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  return JSON.parse(out.trim().split("\n").at(-1) ?? "") as LoadResult;
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
