import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseTrustedProxies } from "@/domain/tenancy/trusted-proxies";
import { createFrontServer, type FrontServerOptions } from "@/server/front/front-server";

// Over HTTP: the front server in front of a real upstream that
// answers every request once its body has arrived. Small budgets so the tests run quickly;
// clients are told apart by their source address (127.0.0.0/8 is all loopback on Linux) or,
// through the trusted proxy 127.0.0.1, by X-Forwarded-For.

const MiB = 1024 * 1024;
/** Image resizes with the upstream now, the most at once, and whose came in which order. */
const images = { now: 0, most: 0, order: [] as string[] };
let upstream: http.Server;
let upstreamPort: number;
const servers: http.Server[] = [];

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
    });
    req.on("end", () => {
      const headers: http.OutgoingHttpHeaders = { "content-type": "application/json" };
      if (req.url === "/internal") {
        headers["x-matched-path"] = "/site/[host]/page";
        headers["x-middleware-override-headers"] = "x-a";
        headers["x-middleware-request-x-a"] = "1";
        headers["x-nextjs-cache"] = "HIT";
        headers["x-powered-by"] = "Next.js";
      }
      if (req.url === "/never") return; // never answers (504)
      if (req.url?.startsWith("/_next/image") || req.url?.endsWith("/social-image")) {
        // A resize: takes a while; how many are with "Next" at once is recorded.
        images.now++;
        images.most = Math.max(images.most, images.now);
        images.order.push(String(req.headers["x-forwarded-for"]).split(",")[0] ?? "");
        setTimeout(() => {
          images.now--;
          res.writeHead(200, { "content-type": "image/webp", "x-nextjs-cache": "MISS" });
          res.end("webp");
          // Long enough that a loaded test machine's scheduling cannot reorder the turns.
        }, 250);
        return;
      }
      res.writeHead(200, headers);
      res.end(JSON.stringify({ received: size }));
    });
  });
  upstreamPort = await listen(upstream);
});

afterAll(async () => {
  for (const server of [...servers, upstream]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function front(options: Partial<FrontServerOptions> = {}): Promise<number> {
  const server = createFrontServer({
    upstreamPort,
    microcacheMs: 0,
    maxBodyBytes: 1 * MiB,
    maxBufferedBodyBytes: 4 * MiB,
    maxBufferedBodyBytesPerClient: 1.5 * MiB,
    smallBodyReserveBytes: 1 * MiB,
    minBodyBytesPerSecond: 0,
    lingerMs: 200,
    trustedProxies: parseTrustedProxies("127.0.0.1"),
    ...options,
  });
  servers.push(server);
  return listen(server);
}

/** An upload that sends its head and `send` bytes of a `declared`-byte body, then waits. */
function holdUpload(
  port: number,
  from: { localAddress?: string; forwardedFor?: string },
  declared: number,
  send: number,
) {
  const socket = net.connect({
    port,
    host: "127.0.0.1",
    ...(from.localAddress ? { localAddress: from.localAddress } : {}),
  });
  socket.on("error", () => {});
  let answer = "";
  socket.on("data", (d) => {
    answer += d.toString("latin1");
  });
  socket.write(
    `POST /upload HTTP/1.1\r\nHost: a.localhost\r\nContent-Type: application/octet-stream\r\n` +
      (from.forwardedFor ? `X-Forwarded-For: ${from.forwardedFor}\r\n` : "") +
      `Content-Length: ${declared}\r\n\r\n`,
  );
  socket.write(Buffer.alloc(send, 0x61));
  return { socket, answer: () => answer };
}

function post(
  port: number,
  body: Buffer | string,
  from: { localAddress?: string; forwardedFor?: string } = {},
  path = "/api/leads",
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path,
        agent: false,
        ...(from.localAddress ? { localAddress: from.localAddress } : {}),
        headers: {
          host: "a.localhost",
          "content-type": "application/json",
          ...(from.forwardedFor ? { "x-forwarded-for": from.forwardedFor } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const settle = async (held: { answer: () => string }[]) => {
  for (
    let i = 0;
    i < 50 &&
    held.some((h) => h.answer() === "") &&
    held.filter((h) => h.answer() !== "").length < held.length;
    i++
  )
    await sleep(20);
  await sleep(200);
};

describe("One client cannot starve intake for everyone", () => {
  test("one address holding uploads gets its share (429 past it); another address's lead and upload go through", async () => {
    const port = await front();
    // Five 0.9 MB uploads from 127.0.0.2 that stall a little short of the end: 4.5 MB would
    // fill the whole 4 MiB budget; the 1.5 MiB share holds one and refuses the rest.
    const attack = Array.from({ length: 5 }, () =>
      holdUpload(port, { localAddress: "127.0.0.2" }, 950_000, 900_000),
    );
    await settle(attack);
    const refused = attack.filter((a) => /^HTTP\/1\.1 429 /.test(a.answer()));
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect(refused[0]?.answer()).toMatch(/content-security-policy: /i);
    expect(refused[0]?.answer()).toContain("Too many uploads from your address");
    // Another address: a lead (small) and an upload of its own are both received.
    const lead = await post(port, JSON.stringify({ lead: { name: "Ann" } }), { localAddress: "127.0.0.3" });
    expect(lead.status).toBe(200);
    const upload = await post(port, Buffer.alloc(900_000), { localAddress: "127.0.0.3" });
    expect(upload.status).toBe(200);
    for (const a of attack) a.socket.destroy();
  });

  test("behind the trusted proxy, the share is the client's X-Forwarded-For address, not the proxy's", async () => {
    const port = await front();
    const attack = Array.from({ length: 4 }, () =>
      holdUpload(port, { forwardedFor: "198.51.100.7" }, 950_000, 900_000),
    );
    await settle(attack);
    expect(attack.filter((a) => /^HTTP\/1\.1 429 /.test(a.answer())).length).toBeGreaterThanOrEqual(2);
    // Same proxy (127.0.0.1), another shopper.
    const other = await post(port, Buffer.alloc(900_000), { forwardedFor: "198.51.100.8" });
    expect(other.status).toBe(200);
    for (const a of attack) a.socket.destroy();
  });

  test("small bodies keep a reserve: with uploads from many clients filling the rest, a lead and a webhook still go through and one more upload is 503", async () => {
    const port = await front({ maxBufferedBodyBytesPerClient: 1 * MiB });
    // Three clients hold 0.95 MB each: 2.85 MB of the 3 MiB uploads may use.
    const uploads = ["198.51.100.1", "198.51.100.2", "198.51.100.3"].map((ip) =>
      holdUpload(port, { forwardedFor: ip }, 1_000_000, 990_000),
    );
    await settle(uploads);
    expect(uploads.map((u) => u.answer())).toEqual(["", "", ""]);
    const fourth = await post(port, Buffer.alloc(600_000), { forwardedFor: "198.51.100.4" });
    expect(fourth.status).toBe(503);
    expect(fourth.headers["retry-after"]).toBe("5");
    expect(fourth.headers["content-security-policy"]).toBeDefined();
    for (const [i, path] of ["/api/leads", "/api/payments/stripe/webhook"].entries()) {
      const small = await post(
        port,
        JSON.stringify({ n: "x".repeat(30_000) }),
        { forwardedFor: `198.51.100.${10 + i}` },
        path,
      );
      expect(small.status, path).toBe(200);
    }
    for (const u of uploads) u.socket.destroy();
  });

  test("an upload that stops making progress is cut off (408) before the deadline, freeing its share", async () => {
    const port = await front({
      minBodyBytesPerSecond: 64 * 1024,
      bodyProgressWindowMs: 300,
      bodyTimeoutMs: 30_000,
    });
    const started = Date.now();
    const stalled = holdUpload(port, { localAddress: "127.0.0.4" }, 950_000, 500_000);
    for (let i = 0; i < 100 && stalled.answer() === ""; i++) await sleep(20);
    expect(stalled.answer()).toMatch(/^HTTP\/1\.1 408 /);
    expect(stalled.answer()).toMatch(/arrived too slowly/);
    expect(stalled.answer()).toMatch(/content-security-policy: /i);
    expect(Date.now() - started).toBeLessThan(2_000);
    stalled.socket.destroy();
  });
});

describe("What the front server writes itself", () => {
  const raw = (port: number, bytes: string) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (d) => {
        answer += d.toString("latin1");
      });
      socket.on("close", () => resolve(answer));
      socket.on("error", () => resolve(answer));
      socket.write(bytes);
      setTimeout(() => socket.destroy(), 1_500);
    });
  const SECURITY = [
    "content-security-policy",
    "x-frame-options",
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
  ];

  test.each([
    ["400 (absolute-form target)", "GET http://evil.example/ HTTP/1.1\r\nHost: a.localhost\r\n\r\n", 400],
    ["400 (two Host headers)", "GET / HTTP/1.1\r\nHost: a.localhost\r\nHost: b.localhost\r\n\r\n", 400],
    ["400 (not HTTP)", "HELLO\r\n\r\n", 400],
    ["405 (TRACE)", "TRACE / HTTP/1.1\r\nHost: a.localhost\r\n\r\n", 405],
    [
      "413 (declared too large)",
      "POST /x HTTP/1.1\r\nHost: a.localhost\r\nContent-Length: 99999999\r\n\r\n",
      413,
    ],
  ])("%s carries the pages' security headers", async (_label, request, status) => {
    const port = await front();
    const answer = await raw(port, request);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    for (const header of SECURITY) expect(answer.toLowerCase()).toContain(`\r\n${header}: `);
  });

  test("502 (Next down) and 504 (Next too slow) carry them too", async () => {
    // Nothing listens on the upstream port of this one.
    const closed = http.createServer();
    const closedPort = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createFrontServer({ upstreamPort: closedPort, microcacheMs: 0 });
    servers.push(unreachable);
    const port502 = await listen(unreachable);
    const bad = await fetch(`http://127.0.0.1:${port502}/`, { headers: { host: "a.localhost" } });
    expect(bad.status).toBe(502);
    for (const header of SECURITY) expect(bad.headers.get(header)).not.toBeNull();
    const port504 = await front({ upstreamTimeoutMs: 300 });
    const slow = await fetch(`http://127.0.0.1:${port504}/never`, { headers: { host: "a.localhost" } });
    expect(slow.status).toBe(504);
    for (const header of SECURITY) expect(slow.headers.get(header)).not.toBeNull();
  });
});

function getImage(
  port: number,
  forwardedFor: string,
  path = "/_next/image?url=%2Fmedia%2Fcars%2Fa.jpg&w=640&q=75",
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: "127.0.0.1",
        port,
        path,
        agent: false,
        headers: { host: "a.localhost", "x-forwarded-for": forwardedFor },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on("error", reject);
  });
}

describe("issue 26 item 5: image resizing is rate-limited per client and bounded in concurrency", () => {
  test("past its rate one client gets 429 with Retry-After; another client's images still come", async () => {
    const port = await front({ imageRequestsPerMinute: 5, imageConcurrency: 2 });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await getImage(port, "198.51.100.20"));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const refused = answers[5];
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(refused?.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused?.headers["content-security-policy"]).toBeDefined();
    expect(refused?.body).toMatch(/^Too many image requests\. Please try again in \d+ seconds\./);
    // The social images are resizes too, and count against the same limit.
    expect((await getImage(port, "198.51.100.20", "/api/cars/x/social-image")).status).toBe(429);
    // Another shopper behind the same proxy is not held back.
    expect((await getImage(port, "198.51.100.21")).status).toBe(200);
  });

  test("at most imageConcurrency resizes reach Next at once, and a second client's turn comes before the first's queue drains", async () => {
    const port = await front({ imageRequestsPerMinute: 0, imageConcurrency: 2 });
    images.most = 0;
    images.order = [];
    const flood = Array.from({ length: 10 }, () => getImage(port, "198.51.100.30"));
    // The first client's first two are with "Next" (the rest wait) before the other client asks.
    while (images.order.length < 2) await sleep(5);
    const other = getImage(port, "198.51.100.31");
    const answers = await Promise.all([...flood, other]);
    expect(answers.map((a) => a.status)).toEqual(Array(11).fill(200));
    expect(images.most).toBe(2);
    // The other client's one image went in among the first few, not after all ten.
    expect(images.order.indexOf("198.51.100.31")).toBeLessThanOrEqual(3);
    // Next's own cache header is not passed on.
    expect(answers[0]?.headers["x-nextjs-cache"]).toBeUndefined();
  });
});

describe("issue 26 item 5: Next's internal headers", () => {
  test("x-matched-path, every x-middleware-* header and x-nextjs-* never reach a client", async () => {
    const port = await front();
    const res = await fetch(`http://127.0.0.1:${port}/internal`, { headers: { host: "a.localhost" } });
    expect(res.status).toBe(200);
    const names = [...res.headers.keys()];
    expect(
      names.filter(
        (n) => n === "x-matched-path" || n.startsWith("x-middleware-") || n.startsWith("x-nextjs-"),
      ),
    ).toEqual([]);
  });
});
