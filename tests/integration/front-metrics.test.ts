// The front server counts every request by route and status and the page
// microcache's hits, passes one request id to Next and back, writes one access-log entry per
// request, and appends its metrics to Next's /metrics only when Next allowed the scrape.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { defined } from "@/domain/defined";
import { createFrontMetrics } from "@/server/front/front-metrics";
import { createFrontServer } from "@/server/front/front-server";

const seenIds: string[] = [];
const log: Record<string, unknown>[] = [];
let upstream: http.Server;
let front: http.Server;
let port: number;

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, path, headers: { host: "localhost", ...headers } },
        (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    seenIds.push(String(req.headers["x-request-id"]));
    if (req.url === "/metrics") {
      // Next would compress; the front server must ask for plain text to append to it.
      expect(req.headers["accept-encoding"]).toBeUndefined();
      const allowed = req.headers.authorization === "Bearer right-token-0123456789";
      res.writeHead(allowed ? 200 : 404, { "content-type": "text/plain; version=0.0.4" });
      res.end(allowed ? "# from next\nforecourt_leads_received_total 3\n" : "Not found.");
    } else if (req.url === "/cars/shared") {
      res.writeHead(200, {
        "content-type": "text/html",
        "cache-control": "s-maxage=300, stale-while-revalidate",
      });
      res.end("<p>car</p>");
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  const upstreamPort = await listen(upstream);
  front = createFrontServer({
    upstreamPort,
    microcacheMs: 500,
    metrics: createFrontMetrics(),
    accessLog: (entry) => log.push({ ...entry }),
  });
  port = await listen(front);
});

afterAll(async () => {
  await new Promise((r) => front.close(r));
  await new Promise((r) => upstream.close(r));
});

test("requests are counted by route and status, microcache hits and misses apart", async () => {
  expect((await get("/cars/shared")).status).toBe(200);
  const second = await get("/cars/shared");
  expect(second.headers["x-forecourt-cache"]).toBe("hit");
  expect((await get("/missing/page?email=ann@example.com")).status).toBe(404);
  const metrics = await get("/metrics", {
    authorization: "Bearer right-token-0123456789",
    "accept-encoding": "gzip",
  });
  expect(metrics.status).toBe(200);
  expect(metrics.body).toContain("forecourt_leads_received_total 3"); // Next's part
  expect(metrics.body).toMatch(
    /forecourt_http_requests_total\{route="\/cars\/\*",method="GET",status="200"\} 2/,
  );
  expect(metrics.body).toMatch(
    /forecourt_http_requests_total\{route="\/missing\/\*",method="GET",status="404"\} 1/,
  );
  expect(metrics.body).toMatch(/forecourt_page_microcache_requests_total\{outcome="hit"\} 1/);
  expect(metrics.body).toMatch(/forecourt_page_microcache_requests_total\{outcome="miss"\} 1/);
  expect(metrics.body).toContain("forecourt_http_request_duration_seconds_bucket");
});

test("the front server's metrics are never added to a scrape Next refused", async () => {
  const refused = await get("/metrics");
  expect(refused.status).toBe(404);
  expect(refused.body).toBe("Not found.");
});

test("one request id reaches Next and the client (a sane incoming one is kept); one log entry each", async () => {
  seenIds.length = 0;
  log.length = 0;
  const fresh = await get("/missing");
  expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(seenIds).toEqual([fresh.headers["x-request-id"]]);
  const kept = await get("/missing", { "x-request-id": "lb-1234" });
  expect(kept.headers["x-request-id"]).toBe("lb-1234");
  const replaced = await get("/missing", { "x-request-id": "bad id\twith spaces" });
  expect(replaced.headers["x-request-id"]).not.toContain(" ");
  await new Promise((r) => setTimeout(r, 50));
  expect(log).toHaveLength(3);
  expect(log[1]).toMatchObject({
    req_id: "lb-1234",
    host: "localhost",
    method: "GET",
    path: "/missing",
    route: "/missing",
    status: 404,
    cache: "bypass",
  });
  expect(typeof defined(log[1], "log[1]").duration_ms).toBe("number");
  // The query string (which may carry what a shopper typed) is never logged.
  expect(JSON.stringify(log)).not.toContain("?");
});

test("A no-JavaScript step page's lead_token is not in the access log", async () => {
  log.length = 0;
  const token = "Tok3n_of-the-shopper-0123456789";
  await get(`/missing/finance-enquiry?step=1&lead_id=3&lead_token=${token}`);
  await new Promise((r) => setTimeout(r, 50));
  expect(log).toHaveLength(1);
  expect(JSON.stringify(log)).not.toContain(token);
});
