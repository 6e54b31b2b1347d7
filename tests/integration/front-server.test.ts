import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { defined } from "@/domain/defined";
import { rendererFor } from "@/domain/tenancy/renderer-routes";
import { createFrontServer } from "@/server/front/front-server";
import { dispatchByRenderer } from "@/server/front/renderer-dispatch";

/**
 * The front server against a real HTTP upstream that answers the way `next start` does
 * (ISR pages with s-maxage, dynamic pages private, streamed bodies), recording what reached it.
 */
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const MICROCACHE_MS = 300;
let seen: Seen[] = [];
let slowAbandoned = false;
const flakySockets = new WeakSet<object>();
let upstream: http.Server;
let front: http.Server;
let frontPort: number;

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      seen.push({
        method: defined(req.method, "req.method"),
        url: defined(req.url, "req.url"),
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const count = seen.filter((s) => s.url === req.url).length;
      if (req.url === "/flaky") {
        // Like a server closing an idle kept-alive connection just as it is reused.
        if (flakySockets.has(req.socket)) {
          req.socket.destroy();
          return;
        }
        flakySockets.add(req.socket);
        res.writeHead(200, { "content-type": "text/plain", "cache-control": "no-store" });
        res.end("fine");
      } else if (req.url === "/slow") {
        res.on("close", () => {
          if (!res.writableFinished) slowAbandoned = true;
        });
        setTimeout(() => {
          res.writeHead(200, { "content-type": "text/plain" });
          res.end("late");
        }, 300);
      } else if (req.url === "/cars/hot") {
        // A popular page Next takes a moment to render.
        setTimeout(() => {
          res.writeHead(200, {
            "content-type": "text/html; charset=utf-8",
            "cache-control": "s-maxage=300, stale-while-revalidate=31535700",
          });
          res.end(`hot ${count}`);
        }, 100);
      } else if (req.url === "/rewritten") {
        res.writeHead(200, {
          "content-type": "text/plain",
          "x-middleware-rewrite": "/site/acme.localhost/rewritten",
          "x-nextjs-matched-path": "/site/[host]/rewritten",
        });
        res.end("ok");
      } else if (defined(req.url, "req.url").startsWith("/cars/")) {
        const body = `<h1>${req.headers.host} ${req.url} render ${count}</h1>`;
        res.writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "cache-control": "s-maxage=300, stale-while-revalidate=31535700",
          "content-length": Buffer.byteLength(body),
        });
        res.end(body);
      } else if (defined(req.url, "req.url").startsWith("/search")) {
        res.writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
        });
        // Streamed in two parts, as a dynamic page is.
        res.write("<p>first</p>");
        setTimeout(() => res.end(`<p>second ${count}</p>`), 20);
      } else if (req.url === "/gone" || req.url === "/gone-gzip" || req.url === "/gone-unknown-site") {
        // Next's empty not-found document (notFound() below a rewrite), compressed when asked.
        const shell = `<!DOCTYPE html><html id="__next_error__"><head><title>x</title></head><body><script>self.__next_f=[]</script></body></html>`;
        const gzip = req.url === "/gone-gzip";
        const body = gzip ? zlib.gzipSync(shell) : Buffer.from(shell);
        res.writeHead(404, {
          "content-type": "text/html; charset=utf-8",
          ...(gzip ? { "content-encoding": "gzip" } : {}),
        });
        res.end(body);
      } else if (req.url === "/rendered-404") {
        res.writeHead(404, { "content-type": "text/html; charset=utf-8" });
        res.end('<!DOCTYPE html><html lang="en"><body><h1>Rendered 404</h1></body></html>');
      } else if (req.url === "/api/page-not-found") {
        if (req.headers.host === "unknown.localhost") {
          res.writeHead(404, { "content-type": "application/json" });
          res.end("{}");
        } else {
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          res.end(
            `<main><h1>Not found at ${req.headers.host}</h1><a href="tel:0290001234">02 9000 1234</a></main>`,
          );
        }
      } else if (req.url === "/api/feed/cars/SMUGGLED") {
        res.writeHead(200, { "content-type": "text/plain" });
        res.end("smuggled request executed");
      } else if (req.url === "/api/leads") {
        res.writeHead(201, { "content-type": "application/json", "set-cookie": "visitor=1" });
        res.end(JSON.stringify({ received: Buffer.concat(chunks).toString() }));
      } else {
        res.writeHead(404);
        res.end();
      }
    });
  });
  const upstreamPort = await listen(upstream);
  front = createFrontServer({ upstreamPort, microcacheMs: MICROCACHE_MS });
  frontPort = await listen(front);
});

afterAll(async () => {
  await close(front);
  await close(upstream);
});

beforeEach(() => {
  seen = [];
});

/** node:http rather than fetch: fetch does not let a caller choose the Host header. */
function send(
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
  port = frontPort,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method, headers: { host: "acme.localhost", ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: defined(res.statusCode, "res.statusCode"),
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const get = (path: string, headers: Record<string, string> = {}) => send(path, { headers });

describe("the front server's page microcache", () => {
  test("repeats of a shareable page are answered from memory until the microcache expires", async () => {
    const first = await get("/cars/a");
    const second = await get("/cars/a");
    expect(first.text).toBe("<h1>acme.localhost /cars/a render 1</h1>");
    expect(second.text).toBe(first.text);
    expect(second.headers["x-forecourt-cache"]).toBe("hit");
    expect(second.headers["cache-control"]).toBe("s-maxage=300, stale-while-revalidate=31535700");
    expect(seen).toHaveLength(1);

    await sleep(MICROCACHE_MS + 50);
    const later = await get("/cars/a");
    expect(later.text).toBe("<h1>acme.localhost /cars/a render 2</h1>");
    expect(later.headers["x-forecourt-cache"]).toBeUndefined();
  });

  test("each host has its own entry", async () => {
    await get("/cars/b");
    const other = await get("/cars/b", { host: "other.localhost" });
    expect(other.text).toBe("<h1>other.localhost /cars/b render 2</h1>");
    expect(seen).toHaveLength(2);
  });

  test("issue 26 item 5: made-up Host ports make no entries of their own and never reach Next", async () => {
    const real = `acme.localhost:${frontPort}`;
    const first = await get("/cars/port", { host: real });
    expect(first.text).toBe(`<h1>${real} /cars/port render 1</h1>`);
    expect((await get("/cars/port", { host: real })).headers["x-forecourt-cache"]).toBe("hit");
    // A made-up port reaches Next as the host without a port: one request, then every other
    // made-up port is answered from that one entry.
    const forged = ["acme.localhost:9999", "acme.localhost:99999", "acme.localhost:1"];
    const answers = [];
    for (const host of forged) answers.push(await get("/cars/port", { host }));
    expect(seen.map((s) => s.headers.host)).toEqual([real, "acme.localhost"]);
    expect(answers[0]?.text).toBe("<h1>acme.localhost /cars/port render 2</h1>");
    expect(answers.slice(1).map((a) => a.headers["x-forecourt-cache"])).toEqual(["hit", "hit"]);
  });

  test("client navigations (RSC requests) always reach Next", async () => {
    await get("/cars/c");
    await get("/cars/c", { rsc: "1" });
    await get("/cars/c?_rsc=abc");
    expect(seen.map((s) => s.url)).toEqual(["/cars/c", "/cars/c", "/cars/c?_rsc=abc"]);
  });

  test("dynamic pages are never kept, and arrive whole when streamed", async () => {
    const one = await get("/search/used-cars");
    const two = await get("/search/used-cars");
    expect(one.text).toBe("<p>first</p><p>second 1</p>");
    expect(two.text).toBe("<p>first</p><p>second 2</p>");
  });
});

describe("the front server as a reverse proxy", () => {
  test("a POST body reaches Next intact, with the client added to X-Forwarded-For", async () => {
    const body = JSON.stringify({ first_name: "Ana", message: "Is it still available? ✓" });
    const res = await send("/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
      body,
    });
    expect(res.status).toBe(201);
    expect(res.headers["set-cookie"]).toEqual(["visitor=1"]);
    expect(JSON.parse(res.text)).toEqual({ received: body });
    const [request] = seen;
    expect(defined(request, "request").method).toBe("POST");
    expect(defined(request, "request").headers.host).toBe("acme.localhost");
    expect(defined(request, "request").headers["x-forwarded-for"]).toMatch(
      /^203\.0\.113\.9, (::ffff:)?127\.0\.0\.1$/,
    );
    expect(defined(request, "request").headers["x-forwarded-proto"]).toBe("http");
  });

  test("the same POST twice reaches Next twice", async () => {
    for (let i = 0; i < 2; i++) await send("/api/leads", { method: "POST", body: "x" });
    expect(seen).toHaveLength(2);
  });

  test("a shopper who leaves before the answer frees Next's request too, and nothing breaks", async () => {
    await new Promise<void>((resolve) => {
      const req = http.get({ host: "127.0.0.1", port: frontPort, path: "/slow" });
      req.on("error", () => resolve());
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    await sleep(400);
    expect(slowAbandoned).toBe(true);
    expect((await get("/search/after")).status).toBe(200);
  });

  test("a GET dropped on a reused connection is sent again once, on a fresh one", async () => {
    const first = await get("/flaky");
    const second = await get("/flaky");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.text).toBe("fine");
    // The retry reached Next on a new connection: three arrivals for two answers.
    expect(seen.filter((s) => s.url === "/flaky")).toHaveLength(3);
  });

  test("a HEAD passes through and is never kept", async () => {
    await send("/cars/h", { method: "HEAD" });
    await send("/cars/h", { method: "HEAD" });
    expect(seen.map((s) => s.method)).toEqual(["HEAD", "HEAD"]);
  });

  test("with Next not answering, a 502 that says so", async () => {
    // An upstream that accepts and then drops every connection.
    const dropping = http.createServer((req) => req.socket.destroy());
    const proxy = createFrontServer({ upstreamPort: await listen(dropping), microcacheMs: MICROCACHE_MS });
    const res = await send("/cars/a", {}, await listen(proxy));
    expect(res.status).toBe(502);
    expect(res.headers["retry-after"]).toBe("1");
    expect(res.text).toContain("Forecourt is starting or unavailable");
    await close(proxy);
    await close(dropping);
  });
});

/** Writes raw bytes to a server and returns everything it answers until it closes or goes quiet. */
function raw(port: number, bytes: string, { quietMs = 300 } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(finish, quietMs);
    };
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      quiet();
    });
    socket.on("close", finish);
    socket.on("error", finish);
    socket.write(bytes);
    quiet();
  });
}

const chunked = (inner: string) => `${Buffer.byteLength(inner).toString(16)}\r\n${inner}\r\n0\r\n\r\n`;

describe("a page that is not found, without JavaScript", () => {
  test.each(["/gone", "/gone-gzip"])(
    "Next's empty not-found document (%s) gets the site's own 404 inside <noscript>, and a language",
    async (path) => {
      const res = await send(path, { headers: { "accept-encoding": "gzip" } });
      expect(res.status).toBe(404);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(res.text));
      expect(res.text).toContain('<html id="__next_error__" lang="en">');
      expect(res.text).toContain(
        '<body><noscript><main><h1>Not found at acme.localhost</h1><a href="tel:0290001234">02 9000 1234</a></main></noscript><script>',
      );
      // The fragment was asked for with the shopper's host.
      expect(seen.map((s) => `${s.headers.host} ${s.url}`)).toContain("acme.localhost /api/page-not-found");
    },
  );

  test("a 404 page Next rendered itself is passed on untouched", async () => {
    const res = await send("/rendered-404");
    expect(res.status).toBe(404);
    expect(res.text).toBe('<!DOCTYPE html><html lang="en"><body><h1>Rendered 404</h1></body></html>');
    expect(seen.map((s) => s.url)).not.toContain("/api/page-not-found");
  });

  test("when the site's 404 cannot be had, a plain one with the way home", async () => {
    const res = await send("/gone-unknown-site", { headers: { host: "unknown.localhost" } });
    expect(res.status).toBe(404);
    expect(res.text).toContain('<noscript><main style="font-family:system-ui');
    expect(res.text).toContain('<a href="/">Go to the home page</a>');
  });
});

describe("the front server against hostile requests", () => {
  test("A chunked GET carrying a second request is refused and nothing reaches Next", async () => {
    const inner = "PUT /api/feed/cars/SMUGGLED HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n";
    for (const method of ["GET", "HEAD", "OPTIONS", "DELETE"]) {
      const answer = await raw(
        frontPort,
        `${method} /robots.txt HTTP/1.1\r\nHost: acme.localhost\r\nTransfer-Encoding: chunked\r\n\r\n${chunked(inner)}`,
      );
      expect(answer, method).toMatch(/^HTTP\/1\.1 400 /);
      // A HEAD answer has no body; the others say why.
      if (method !== "HEAD") expect(answer).toContain(`A ${method} request must not have a body.`);
      expect(answer).not.toContain("smuggled request executed");
    }
    expect(seen).toEqual([]);
  });

  test("A chunked POST reaches Next whole, with its exact Content-Length and no chunking", async () => {
    const body = JSON.stringify({ lead: { name: "Ana" } });
    const answer = await raw(
      frontPort,
      `POST /api/leads HTTP/1.1\r\nHost: acme.localhost\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunked(body)}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(seen).toHaveLength(1);
    expect(defined(seen[0], "seen[0]").body).toBe(body);
    expect(defined(seen[0], "seen[0]").headers["content-length"]).toBe(String(Buffer.byteLength(body)));
    expect(defined(seen[0], "seen[0]").headers["transfer-encoding"]).toBeUndefined();
  });

  test("Content-Length with Transfer-Encoding is refused by the parser", async () => {
    const answer = await raw(
      frontPort,
      "POST /api/leads HTTP/1.1\r\nHost: acme.localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(seen).toEqual([]);
  });

  test.each([
    ["an absolute-form target (an off-site redirect)", "GET http://evil.example/ HTTP/1.1", 400],
    ["TRACE", "TRACE / HTTP/1.1", 405],
  ])("%s is answered by the front server", async (_name, line, status) => {
    const answer = await raw(frontPort, `${line}\r\nHost: acme.localhost\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(seen).toEqual([]);
  });

  test("A malformed Host never reaches Next", async () => {
    expect((await get("/", { host: "a%zz.localhost" })).status).toBe(400);
    expect(seen).toEqual([]);
  });

  test("A body that trickles in is refused at its deadline and never holds a connection to Next", async () => {
    const proxy = createFrontServer({
      upstreamPort: (upstream.address() as AddressInfo).port,
      microcacheMs: 0,
      bodyTimeoutMs: 200,
    });
    const port = await listen(proxy);
    const answer = await raw(
      port,
      'POST /api/leads HTTP/1.1\r\nHost: acme.localhost\r\nContent-Length: 1000\r\n\r\n{"lead":',
      { quietMs: 1_000 },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain("did not arrive within");
    expect(seen).toEqual([]);
    expect((await get("/search/still-fine")).status).toBe(200);
    await close(proxy);
  });

  test("A body over the limit gets 413 naming the limit, declared or not, and nothing reaches Next", async () => {
    const proxy = createFrontServer({
      upstreamPort: (upstream.address() as AddressInfo).port,
      microcacheMs: 0,
      maxBodyBytes: 1024 * 1024,
    });
    const port = await listen(proxy);
    // The client is still writing when the 413 goes out: the server keeps reading (and
    // dropping) the upload so the answer is read, not lost in a connection reset.
    const declared = await send(
      "/api/leads/with-files",
      {
        method: "POST",
        headers: { "content-length": String(8 * 1024 * 1024) },
        body: "x".repeat(8 * 1024 * 1024),
      },
      port,
    );
    expect(declared.status).toBe(413);
    expect(declared.text).toContain("the limit is 1 MB");
    const streamed = await raw(
      port,
      `POST /api/leads/with-files HTTP/1.1\r\nHost: acme.localhost\r\nTransfer-Encoding: chunked\r\n\r\n${chunked("y".repeat(1024 * 1024 + 1))}`,
    );
    expect(streamed).toMatch(/^HTTP\/1\.1 413 /);
    expect(streamed).toContain("The request body is too large: the limit is 1 MB.");
    expect(seen).toEqual([]);
    await close(proxy);
  });

  test("a client still writing its upload when the 413 goes out reads the 413, not a reset", async () => {
    const proxy = createFrontServer({
      upstreamPort: (upstream.address() as AddressInfo).port,
      microcacheMs: 0,
      maxBodyBytes: 1024,
    });
    const port = await listen(proxy);
    const socket = net.connect(port, "127.0.0.1");
    socket.pause();
    const failed = new Promise<string>((resolve) => socket.on("error", (e) => resolve(e.message)));
    await new Promise((resolve) => socket.once("connect", resolve));
    const body = 4 * 1024 * 1024;
    socket.write(`POST /api/leads HTTP/1.1\r\nHost: acme.localhost\r\nContent-Length: ${body}\r\n\r\n`);
    socket.write("z".repeat(body));
    // Like a busy client: it reads its answer only once it has sent everything.
    await new Promise((resolve) => setTimeout(resolve, 300));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.resume();
    const ended = new Promise((resolve) => socket.once("end", resolve));
    const outcome = await Promise.race([ended.then(() => "ended"), failed]);
    expect(outcome).toBe("ended");
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    socket.destroy();
    await close(proxy);
  });

  test("an upload refused for its size that never ends is read for lingerMs, then its connection is dropped", async () => {
    const proxy = createFrontServer({
      upstreamPort: (upstream.address() as AddressInfo).port,
      microcacheMs: 0,
      maxBodyBytes: 1024,
      lingerMs: 200,
    });
    const port = await listen(proxy);
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", () => {});
    socket.write("POST /api/leads HTTP/1.1\r\nHost: acme.localhost\r\nContent-Length: 1000000000\r\n\r\n");
    // Keep writing, as a client sending a huge file would, until the server lets go.
    const writer = setInterval(() => socket.write("z".repeat(16 * 1024)), 10);
    await new Promise((resolve) => socket.once("close", resolve));
    clearInterval(writer);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain("the limit is");
    expect(seen).toEqual([]);
    await close(proxy);
  });

  test("all bodies being received share one memory budget: past it, 503, and nothing reaches Next", async () => {
    const proxy = createFrontServer({
      upstreamPort: (upstream.address() as AddressInfo).port,
      microcacheMs: 0,
      maxBufferedBodyBytes: 1000,
      bodyTimeoutMs: 2_000,
    });
    const port = await listen(proxy);
    // One upload holds 900 bytes of the budget while it waits for the rest of its body.
    const holder = net.connect(port, "127.0.0.1");
    holder.write(
      `POST /api/leads HTTP/1.1\r\nHost: acme.localhost\r\nContent-Length: 2000\r\n\r\n${"a".repeat(900)}`,
    );
    await sleep(100);
    const res = await send("/api/leads", { method: "POST", body: "b".repeat(500) }, port);
    expect(res.status).toBe(503);
    holder.destroy();
    expect(seen).toEqual([]);
    await close(proxy);
  });

  test("one client address may hold only so many connections; the others are closed", async () => {
    const proxy = createFrontServer({
      upstreamPort: (upstream.address() as AddressInfo).port,
      microcacheMs: 0,
      maxConnectionsPerClient: 2,
    });
    const port = await listen(proxy);
    const open = [net.connect(port, "127.0.0.1"), net.connect(port, "127.0.0.1")];
    await Promise.all(open.map((s) => new Promise((r) => s.once("connect", r))));
    await sleep(50);
    const third = await raw(port, "GET /search/x HTTP/1.1\r\nHost: acme.localhost\r\n\r\n");
    expect(third).toBe("");
    for (const socket of open) socket.destroy();
    await sleep(50);
    expect(
      await raw(port, "GET /search/x HTTP/1.1\r\nHost: acme.localhost\r\nConnection: close\r\n\r\n"),
    ).toMatch(/^HTTP\/1\.1 200 /);
    await close(proxy);
  });

  test("Next's internal headers are not passed on", async () => {
    const res = await get("/rewritten");
    expect(res.status).toBe(200);
    expect(res.headers["x-middleware-rewrite"]).toBeUndefined();
    expect(res.headers["x-nextjs-matched-path"]).toBeUndefined();
  });

  test("concurrent requests for one cacheable page wait for a single request to Next", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => get("/cars/hot")));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.text))).toEqual(new Set(["hot 1"]));
    expect(seen.filter((s) => s.url === "/cars/hot")).toHaveLength(1);
  });
});

describe("two renderers in one web process: the families that moved go to Astro's handler, the rest to Next's", () => {
  let web: http.Server;
  let split: http.Server;
  let splitPort: number;
  const astroSeen: string[] = [];
  const nextSeen: string[] = [];

  beforeAll(async () => {
    // The web process (scripts/web-process.ts) with stand-ins for the two renderers' handlers.
    const answer =
      (seenBy: string[], text: string) => (req: http.IncomingMessage, res: http.ServerResponse) => {
        seenBy.push(`${req.method} ${req.url}`);
        res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
        res.end(text);
      };
    web = http.createServer(
      dispatchByRenderer({
        next: answer(nextSeen, "from next"),
        astro: answer(astroSeen, "from astro"),
        rendererFor: (req) =>
          rendererFor(
            { method: req.method ?? "GET", host: req.headers.host, path: req.url ?? "/" },
            "localhost",
          ),
      }),
    );
    split = createFrontServer({ upstreamPort: await listen(web), microcacheMs: 0 });
    splitPort = await listen(split);
  });

  afterAll(async () => {
    await close(split);
    await close(web);
  });

  test("a moved page (and every dealer page) is answered by Astro, with the front server's request id; others by Next", async () => {
    astroSeen.length = 0;
    nextSeen.length = 0;
    const moved = await send("/healthz/renderer", { headers: { host: "localhost" } }, splitPort);
    expect(moved.status).toBe(200);
    expect(moved.text).toBe("from astro");
    expect(moved.headers["x-request-id"]).toBeTruthy();
    // A dealer site's pages are all Astro's; its API is still Next's.
    const dealer = await send("/healthz/renderer", { headers: { host: "acme.localhost" } }, splitPort);
    expect(dealer.text).toBe("from astro");
    const api = await send("/api/leads", { headers: { host: "acme.localhost" } }, splitPort);
    expect(api.text).toBe("from next");
    const asset = await send("/_astro/app.abc123.css", { headers: { host: "acme.localhost" } }, splitPort);
    expect(asset.text).toBe("from astro");
    const post = await send(
      "/healthz/renderer",
      { method: "POST", headers: { host: "localhost" }, body: "x" },
      splitPort,
    );
    expect(post.text).toBe("from next");
    expect(astroSeen).toEqual([
      "GET /healthz/renderer",
      "GET /healthz/renderer",
      "GET /_astro/app.abc123.css",
    ]);
    expect(nextSeen).toEqual(["GET /api/leads", "POST /healthz/renderer"]);
  });

  test("the guards hold for Astro's pages too: a GET carrying a body is refused and reaches neither", async () => {
    astroSeen.length = 0;
    nextSeen.length = 0;
    const smuggled = await send(
      "/healthz/renderer",
      { headers: { host: "localhost", "content-length": "5" }, body: "hello" },
      splitPort,
    );
    expect(smuggled.status).toBe(400);
    expect(astroSeen).toEqual([]);
    expect(nextSeen).toEqual([]);
  });
});
