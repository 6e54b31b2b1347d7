import http from "node:http";
import { LRUCache } from "lru-cache";
import { isInternalResponseHeader, securityHeaders } from "@/domain/security/security-headers";
import { forwardedClient, forwardedHttps, type TrustedProxies } from "@/domain/tenancy/trusted-proxies";
import {
  BLANK_NOT_FOUND_MAX_BYTES,
  GENERIC_NOT_FOUND_FRAGMENT,
  mayBeBlankNotFound,
  NOT_FOUND_FRAGMENT_MAX_BYTES,
  NOT_FOUND_FRAGMENT_PATH,
  readDocument,
  withNoScriptFallback,
} from "@/server/front/blank-not-found";
import { type CacheOutcome, type FrontMetrics, requestId, routeLabel } from "@/server/front/front-metrics";
import { ImageGate, isImageRequest } from "@/server/front/image-gate";
import {
  HOP_BY_HOP_HEADERS,
  MICROCACHE_MAX_BODY_BYTES,
  microcacheKey,
  microcacheTtl,
  withPublicPort,
} from "@/server/front/microcache-policy";
import { nextInternalsRefusal } from "@/server/front/next-internals-guard";
import { BodyBudget, type BodyHold, BodyRefused, receiveBody } from "@/server/front/receive-body";
import { declaresBody, type Refusal, refusalFor } from "@/server/front/request-guard";

/**
 * The process that answers on PORT in production: a reverse proxy in front of the web process
 * (scripts/web-process.ts: Next, and Astro for the families that have moved, on a loopback
 * port) with a page microcache. Next serves a cached vehicle page
 * from its own ISR cache, but each request still walks Next's router, proxy and renderer
 * plumbing; under load the microcache answers repeats of the same page straight from memory
 * for up to `microcacheMs` (see microcache-policy.ts for what qualifies), and concurrent
 * misses of one page wait for a single request to Next.
 *
 * It is also the platform's first line against hostile clients (docs/SECURITY.md):
 * - it refuses what Next must never see (request-guard.ts): absolute-form targets, unknown
 *   methods, malformed hosts, bodies on GET/HEAD/OPTIONS/DELETE; and shapes only Next's own
 *   client could mean, which it never sends (next-internals-guard.ts);
 * - it frames every request it forwards itself: a body is read whole first (receive-body.ts:
 *   bounded in size, time, rate and memory, with a bounded share per client and a reserve
 *   for small bodies) and sent with its exact Content-Length, so no request can be smuggled
 *   inside another on a kept-alive connection to Next, a slow upload never holds one of
 *   Next's connections, and one client's uploads never keep another's lead out;
 * - headers must arrive within `headersTimeoutMs`, Next must answer within
 *   `upstreamTimeoutMs`, and one client address may hold at most
 *   `maxConnectionsPerClient` connections;
 * - Next's internal response headers (every x-middleware-*, x-matched-path, x-powered-by and
 *   the x-nextjs-* ones its client does not read) are not passed on, from the microcache
 *   either, and every answer it writes itself (400, 405, 408, 413, 429, 503, 502, 504)
 *   carries the same security headers as the pages;
 * - a Host header's port that is not one the platform is reached on is dropped before the
 *   request goes on, so a made-up port neither reaches Next (its own caches key on the host)
 *   nor makes another microcache entry;
 * - image resizing (image-gate.ts) is rate-limited per client and bounded in concurrency.
 */
export interface FrontServerOptions {
  /**
   * The web process: Next and, for the page families that have moved, Astro, in one process
   * that chooses between them itself (scripts/web-process.ts). Every request to either passes
   * the same guards, limits and microcache.
   */
  upstreamPort: number;
  upstreamHost?: string;
  /** How long a shareable page may be answered from memory; 0 turns the microcache off. */
  microcacheMs: number;
  /** Memory the microcache may hold (bytes). */
  maxCacheBytes?: number;
  /** The largest request body (bytes); larger ones get 413. */
  maxBodyBytes?: number;
  /** What a 413 says (default: the limit in MB). */
  tooLargeMessage?: string;
  /** A request body must arrive whole within this (ms); 408 otherwise. */
  bodyTimeoutMs?: number;
  /** Memory all request bodies being received at once may hold (bytes); 503 past it. */
  maxBufferedBodyBytes?: number;
  /**
   * The part of it one client's bodies may hold (bytes; at least `maxBodyBytes`); 429 past it.
   * The client is its address as resolved through `trustedProxies`.
   */
  maxBufferedBodyBytesPerClient?: number;
  /** The part of it only small bodies (up to 64 KB: JSON APIs, webhooks) may use (bytes). */
  smallBodyReserveBytes?: number;
  /** A body must arrive at least this fast (bytes a second, over each progress window); 0: no minimum. */
  minBodyBytesPerSecond?: number;
  /** The window the minimum rate is measured over (ms). */
  bodyProgressWindowMs?: number;
  /** The proxies that may name the client in X-Forwarded-For (TRUSTED_PROXIES); default none. */
  trustedProxies?: TrustedProxies;
  /** Request headers must arrive within this (ms). */
  headersTimeoutMs?: number;
  /** Next must start answering within this (ms); 504 otherwise. */
  upstreamTimeoutMs?: number;
  /** Open connections one client address may hold; more are closed at once. */
  maxConnectionsPerClient?: number;
  /** How long an upload refused for its size may go on sending (read and dropped) after the 413. */
  lingerMs?: number;
  /**
   * Called once with a function that empties the microcache: several web processes call it
   * when any of them revalidates a cache tag (revalidation-channel.ts), so none repeats an
   * old page after a feed change.
   */
  onInvalidate?: (clear: () => void) => void;
  /**
   * Requests by route and status and microcache outcomes; with it, a GET /metrics that Next
   * answers 200 (it decides who may read them) gets these appended.
   */
  metrics?: FrontMetrics;
  /** Called once per answered request (the access log). */
  accessLog?: (entry: AccessLogEntry) => void;
  /**
   * The ports a Host header may name (PORT, PUBLIC_PORT); another port is dropped from it. The
   * port the request arrived on always counts.
   */
  publicPorts?: readonly number[];
  /** Image resizes one client may ask for a minute (429 past it); 0: no limit. */
  imageRequestsPerMinute?: number;
  /** Image resizes with Next at once; the others wait their turn. */
  imageConcurrency?: number;
}

interface AccessLogEntry {
  req_id: string;
  host: string;
  method: string;
  path: string;
  route: string;
  status: number;
  duration_ms: number;
  cache: CacheOutcome;
}

/** The largest /metrics answer read from Next. */
const METRICS_MAX_BYTES = 4 * 1024 * 1024;

interface CachedPage {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

const FRONT_SERVER_DEFAULTS = {
  maxCacheBytes: 64 * 1024 * 1024,
  maxBodyBytes: 26 * 1024 * 1024,
  bodyTimeoutMs: 30_000,
  maxBufferedBodyBytes: 256 * 1024 * 1024,
  maxBufferedBodyBytesPerClient: 64 * 1024 * 1024,
  smallBodyReserveBytes: 16 * 1024 * 1024,
  minBodyBytesPerSecond: 16 * 1024,
  bodyProgressWindowMs: 5_000,
  headersTimeoutMs: 10_000,
  upstreamTimeoutMs: 60_000,
  maxConnectionsPerClient: 256,
  lingerMs: 5_000,
  imageRequestsPerMinute: 600,
  imageConcurrency: 2,
} as const;

/** What Next answered, less hop-by-hop headers and its internal ones (rewrites, matched routes). */
function forwardableResponseHeaders(
  headers: http.IncomingHttpHeaders,
  request: http.IncomingMessage,
): http.OutgoingHttpHeaders {
  // Next's client router reads some of its headers on its own (RSC) requests: those keep them.
  const rscRequest = request.headers.rsc !== undefined;
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (
      value !== undefined &&
      !HOP_BY_HOP_HEADERS.has(name) &&
      !isInternalResponseHeader(name, { rscRequest })
    )
      out[name] = value;
  }
  return out;
}

function forwardableRequestHeaders(req: http.IncomingMessage): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP_HEADERS.has(name) && name !== "content-length") out[name] = value;
  }
  const client = req.socket.remoteAddress ?? "unknown";
  // Appended, so the last entry is the client as this hop saw it (server/http/client-ip.ts).
  out["x-forwarded-for"] = req.headers["x-forwarded-for"]
    ? `${req.headers["x-forwarded-for"]}, ${client}`
    : client;
  out["x-forwarded-proto"] ??= "http";
  out["x-forwarded-port"] ??= String(req.socket.localPort ?? "");
  return out;
}

const REFUSAL_CODES: Record<Refusal["status"], string> = {
  400: "bad_request",
  405: "method_not_allowed",
  408: "request_timeout",
  413: "payload_too_large",
  429: "too_many_requests",
  503: "busy",
};

/** The security headers of every page (next.config.ts), for the answers written here. */
const SECURITY_HEADERS: http.OutgoingHttpHeaders = Object.fromEntries(
  securityHeaders({ dev: false }).map(({ key, value }) => [key.toLowerCase(), value]),
);

/** X-Forwarded-For as Next will see it: with the address that connected here appended. */
function forwardedChain(req: http.IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? "unknown";
  const claimed = req.headers["x-forwarded-for"];
  return claimed ? `${claimed}, ${peer}` : peer;
}

/** The client a request comes from: its address as resolved through the trusted proxies. */
function clientOf(req: http.IncomingMessage, trusted: TrustedProxies): string {
  return forwardedClient(forwardedChain(req), trusted) ?? req.socket.remoteAddress ?? "unknown";
}

/** Whether a trusted proxy says the request came over https (as proxy.ts decides HSTS). */
function overHttps(req: http.IncomingMessage, trusted: TrustedProxies): boolean {
  const proto = req.headers["x-forwarded-proto"];
  return forwardedHttps(forwardedChain(req), typeof proto === "string" ? proto : null, trusted);
}

/**
 * After a refusal, the connection is either kept (no body, or a body already read whole),
 * closed at once (a body whose framing cannot be trusted: it could hide a second request), or
 * kept open for a while to read and drop the rest of an upload that was refused for its size
 * or the shared budget. Closing on a client that is still writing resets the connection, and
 * the client then sees "connection reset" instead of the 413 that says why (nginx calls the
 * cure a lingering close).
 */
type AfterRefusal = "keep" | "close" | "linger";

/** A refusal, in the API's JSON error shape on /api/ paths and as plain text elsewhere. */
function refuse(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  refusal: Refusal,
  after: AfterRefusal,
  lingerMs: number = FRONT_SERVER_DEFAULTS.lingerMs,
) {
  if (res.headersSent || res.destroyed) return;
  const json = (req.url ?? "").startsWith("/api/");
  res.writeHead(refusal.status, {
    ...SECURITY_HEADERS,
    "content-type": json ? "application/json" : "text/plain; charset=utf-8",
    "cache-control": "no-store",
    ...(after === "close" ? { connection: "close" } : {}),
    ...refusal.headers,
  });
  res.end(
    json
      ? JSON.stringify({ error: { code: REFUSAL_CODES[refusal.status], message: refusal.message } })
      : `${refusal.message}\n`,
  );
  if (after === "linger" && !req.complete) {
    const socket = req.socket;
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    req.once("end", () => {
      clearTimeout(timer);
      socket.end();
    });
    req.once("close", () => clearTimeout(timer));
    req.resume();
  }
}

export function createFrontServer(options: FrontServerOptions): http.Server {
  const settings = { ...FRONT_SERVER_DEFAULTS, ...options };
  const upstreamHost = options.upstreamHost ?? "127.0.0.1";
  // Idle connections to Next are dropped after 4 s, before Next's own 5 s keep-alive timeout
  // closes them under a request.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });
  const cache = new LRUCache<string, CachedPage>({
    maxSize: settings.maxCacheBytes,
    sizeCalculation: (page) => page.body.length + 1024,
    ttl: Math.max(options.microcacheMs, 1),
  });
  options.onInvalidate?.(() => cache.clear());
  // Requests to Next for a cacheable page now in flight: concurrent misses wait for them.
  const inFlight = new Map<string, Promise<void>>();
  const budget = new BodyBudget({
    total: settings.maxBufferedBodyBytes,
    // One client may always send one body of the largest size.
    perClient: Math.max(settings.maxBufferedBodyBytesPerClient, settings.maxBodyBytes),
    smallReserve: settings.smallBodyReserveBytes,
  });
  const trusted = options.trustedProxies ?? { hops: 0 };
  const connectionsPerClient = new Map<string, number>();
  const publicPorts = new Set(options.publicPorts ?? []);
  const images = new ImageGate({
    perClientPerMinute: settings.imageRequestsPerMinute,
    maxConcurrent: settings.imageConcurrency,
  });

  const cacheOutcome = new WeakMap<http.ServerResponse, CacheOutcome>();

  const serveCached = (res: http.ServerResponse, page: CachedPage) => {
    cacheOutcome.set(res, "hit");
    res.writeHead(page.status, { ...page.headers, "x-forecourt-cache": "hit" });
    res.end(page.body);
  };

  /** Sends the request to Next and relays the answer; resolves when the answer has ended. */
  const forward = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Buffer | null,
    key: string | null,
  ): Promise<void> =>
    new Promise((done) => {
      const headers = forwardableRequestHeaders(req);
      if (body) headers["content-length"] = body.length;
      // A request without a body can be sent again: once, when a kept-alive connection that
      // Next was closing at that moment drops it (Node's reusedSocket case).
      const replayable = req.method === "GET" || req.method === "HEAD";
      const send = (retried: boolean) => {
        const upstream = http.request(
          {
            host: upstreamHost,
            port: options.upstreamPort,
            method: req.method,
            path: req.url,
            headers,
            agent,
          },
          (response) => relay(response),
        );
        upstream.setTimeout(settings.upstreamTimeoutMs, () =>
          upstream.destroy(Object.assign(new Error("upstream timeout"), { code: "ETIMEDOUT" })),
        );
        upstream.on("error", (error: NodeJS.ErrnoException) => {
          // The shopper left first (see below): nobody to answer.
          if (res.destroyed) return done();
          if (!res.headersSent && replayable && upstream.reusedSocket && !retried) {
            send(true);
            return;
          }
          if (res.headersSent) {
            res.destroy(error);
            return done();
          }
          const timedOut = error.code === "ETIMEDOUT";
          res.writeHead(timedOut ? 504 : 502, {
            ...SECURITY_HEADERS,
            "cache-control": "no-store",
            "content-type": "text/plain; charset=utf-8",
            "retry-after": "1",
          });
          res.end(
            timedOut
              ? "Forecourt took too long to answer. Please try again in a moment.\n"
              : "Forecourt is starting or unavailable. Please try again in a moment.\n",
          );
          done();
        });
        // A shopper who goes away mid-answer frees the upstream request too.
        res.once("close", () => {
          if (!res.writableFinished) upstream.destroy();
          done();
        });
        upstream.end(body ?? undefined);
      };

      const relay = (response: http.IncomingMessage) => {
        const status = response.statusCode ?? 502;
        const responseHeaders = forwardableResponseHeaders(response.headers, req);
        if (mayBeBlankNotFound(req, status, response.headers))
          return relayNotFound(response, responseHeaders);
        res.writeHead(status, response.statusMessage, responseHeaders);
        const ttl = key ? microcacheTtl(status, response.headers, { ttlMs: options.microcacheMs }) : 0;
        if (key && ttl > 0) {
          // A shareable page that had to come from Next.
          cacheOutcome.set(res, "miss");
          const chunks: Buffer[] = [];
          let size = 0;
          response.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size <= MICROCACHE_MAX_BODY_BYTES) chunks.push(chunk);
          });
          response.on("end", () => {
            if (!response.complete || size > MICROCACHE_MAX_BODY_BYTES) return;
            const page = Buffer.concat(chunks);
            cache.set(
              key,
              { status, headers: { ...responseHeaders, "content-length": page.length }, body: page },
              { ttl },
            );
          });
        }
        response.on("end", () => done());
        response.on("error", () => done());
        response.pipe(res);
      };

      /**
       * A 404 document is read whole (it is small) so that Next's empty error shell can be
       * given the site's plain 404 for a browser without JavaScript (blank-not-found.ts).
       */
      const relayNotFound = (response: http.IncomingMessage, responseHeaders: http.OutgoingHttpHeaders) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const passOn = () => {
          res.writeHead(404, response.statusMessage, responseHeaders);
          for (const chunk of chunks) res.write(chunk);
          response.on("end", () => done());
          response.pipe(res);
        };
        const onData = (chunk: Buffer) => {
          size += chunk.length;
          chunks.push(chunk);
          if (size > BLANK_NOT_FOUND_MAX_BYTES) {
            response.off("data", onData);
            response.off("end", onEndEvent);
            passOn();
          }
        };
        const onEnd = async () => {
          const encoding = response.headers["content-encoding"];
          const original = Buffer.concat(chunks);
          const document = readDocument(original, encoding);
          const patched = document && (await withSiteFallback(req, document));
          if (res.destroyed) return done();
          if (patched === null || patched === undefined) {
            res.writeHead(404, response.statusMessage, {
              ...responseHeaders,
              "content-length": original.length,
            });
            res.end(original);
          } else {
            const body = Buffer.from(patched);
            const { "content-encoding": _encoding, ...headers } = responseHeaders;
            res.writeHead(404, response.statusMessage, { ...headers, "content-length": body.length });
            res.end(body);
          }
          done();
        };
        const onEndEvent = () => void onEnd();
        response.on("data", onData);
        response.on("end", onEndEvent);
        response.on("error", () => {
          res.destroy();
          done();
        });
      };

      send(false);
    });

  /** The site's fragment for a browser without JavaScript, fetched from Next (bounded). */
  const notFoundFragment = (req: http.IncomingMessage): Promise<string | null> =>
    new Promise((resolve) => {
      const headers = forwardableRequestHeaders(req);
      delete headers["accept-encoding"];
      headers.accept = "text/html";
      const upstream = http.request(
        {
          host: upstreamHost,
          port: options.upstreamPort,
          method: "GET",
          path: NOT_FOUND_FRAGMENT_PATH,
          headers,
          agent,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size > NOT_FOUND_FRAGMENT_MAX_BYTES) upstream.destroy();
            else chunks.push(chunk);
          });
          response.on("end", () =>
            resolve(response.statusCode === 200 ? Buffer.concat(chunks).toString("utf8") : null),
          );
          response.on("error", () => resolve(null));
        },
      );
      upstream.setTimeout(5_000, () => upstream.destroy());
      upstream.on("error", () => resolve(null));
      upstream.end();
    });

  const withSiteFallback = async (req: http.IncomingMessage, document: string): Promise<string | null> => {
    if (!document.includes("__next_error__")) return null;
    const fragment = (await notFoundFragment(req)) ?? GENERIC_NOT_FOUND_FRAGMENT;
    return withNoScriptFallback(document, fragment);
  };

  /** A cacheable GET: from memory, else after a request already on its way, else from Next. */
  const serveShareable = async (req: http.IncomingMessage, res: http.ServerResponse, key: string) => {
    const hit = cache.get(key);
    if (hit) return serveCached(res, hit);
    const pending = inFlight.get(key);
    if (pending) {
      await pending;
      const filled = cache.get(key);
      if (filled) return serveCached(res, filled);
      if (res.destroyed) return;
    }
    const request = forward(req, res, null, key);
    if (!pending) {
      inFlight.set(key, request);
      void request.then(() => {
        if (inFlight.get(key) === request) inFlight.delete(key);
      });
    }
    await request;
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const refusal =
      refusalFor(
        { method: req.method, url: req.url, headers: req.headers, rawHeaders: req.rawHeaders },
        { maxBodyBytes: settings.maxBodyBytes },
      ) ?? nextInternalsRefusal(req);
    if (refusal) {
      // A refused request's body is never passed on. One refused for its size is read and
      // dropped for a while (so the client sees the 413); any other is cut off at once.
      const message = refusal.status === 413 ? (options.tooLargeMessage ?? refusal.message) : refusal.message;
      const after = !declaresBody(req.headers) ? "keep" : refusal.status === 413 ? "linger" : "close";
      return refuse(req, res, { ...refusal, message }, after, settings.lingerMs);
    }
    // A made-up port in Host goes no further (microcache-policy.ts).
    req.headers.host = withPublicPort(String(req.headers.host), publicPorts, req.socket.localPort);
    if (!declaresBody(req.headers)) {
      if (isImageRequest(req.method, req.url)) return serveImage(req, res);
      if (options.metrics && req.method === "GET" && (req.url ?? "").split("?")[0] === "/metrics") {
        return serveMetrics(req, res, options.metrics);
      }
      const key = options.microcacheMs > 0 ? microcacheKey(req, { https: overHttps(req, trusted) }) : null;
      if (key) return serveShareable(req, res, key);
      return forward(req, res, null, null);
    }
    let received: { body: Buffer; hold: BodyHold };
    try {
      received = await receiveBody(req, {
        maxBytes: settings.maxBodyBytes,
        deadlineMs: settings.bodyTimeoutMs,
        budget,
        client: clientOf(req, trusted),
        minBytesPerSecond: settings.minBodyBytesPerSecond,
        progressWindowMs: settings.bodyProgressWindowMs,
      });
    } catch (error) {
      if (error instanceof BodyRefused)
        return refuse(
          req,
          res,
          {
            status: error.status,
            message: error.status === 413 ? (options.tooLargeMessage ?? error.message) : error.message,
            ...(error.status === 429 || error.status === 503 ? { headers: { "retry-after": "5" } } : {}),
          },
          // A client too slow for the deadline or the minimum rate gets no more time; one
          // refused for size or for the budget may finish writing, so it reads the answer.
          error.status === 408 ? "close" : "linger",
          settings.lingerMs,
        );
      throw error;
    }
    try {
      await forward(req, res, received.body, null);
    } finally {
      budget.give(received.hold);
    }
  };

  /** An image resize, once the client is within its rate and it is its turn (image-gate.ts). */
  const serveImage = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const gone = new Promise<void>((resolve) => res.once("close", () => resolve()));
    const admission = await images.admit(clientOf(req, trusted), gone);
    if ("refusal" in admission) return refuse(req, res, admission.refusal, "keep");
    try {
      await forward(req, res, null, null);
    } finally {
      admission.release();
    }
  };

  /** Next's /metrics, with the front server's appended when Next allows the scrape (200). */
  const serveMetrics = (req: http.IncomingMessage, res: http.ServerResponse, metrics: FrontMetrics) =>
    new Promise<void>((done) => {
      // Uncompressed, so that the front server's text can be appended.
      const { "accept-encoding": _encoding, ...headers } = forwardableRequestHeaders(req);
      const upstream = http.request(
        {
          host: upstreamHost,
          port: options.upstreamPort,
          method: "GET",
          path: req.url,
          headers,
          agent,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size > METRICS_MAX_BYTES) upstream.destroy(new Error("metrics answer too large"));
            else chunks.push(chunk);
          });
          response.on("end", async () => {
            const status = response.statusCode ?? 502;
            let body = Buffer.concat(chunks);
            const answerHeaders = forwardableResponseHeaders(response.headers, req);
            if (status === 200) body = Buffer.concat([body, Buffer.from(`\n${await metrics.text()}`)]);
            res.writeHead(status, { ...answerHeaders, "content-length": body.length });
            res.end(body);
            done();
          });
        },
      );
      upstream.setTimeout(10_000, () => upstream.destroy(new Error("metrics timeout")));
      upstream.on("error", () => {
        if (!res.headersSent) {
          res.writeHead(502, {
            ...SECURITY_HEADERS,
            "cache-control": "no-store",
            "content-type": "text/plain; charset=utf-8",
          });
          res.end("Metrics are unavailable.\n");
        } else res.destroy();
        done();
      });
      upstream.end();
    });

  const observe = (req: http.IncomingMessage, res: http.ServerResponse, id: string) => {
    if (!options.metrics && !options.accessLog) return;
    const started = process.hrtime.bigint();
    res.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeLabel(req.url);
      // A response cut off before its head went out counts as the client's 499 (as nginx does).
      const status = res.headersSent ? res.statusCode : 499;
      const cache = cacheOutcome.get(res) ?? "bypass";
      const method = req.method ?? "GET";
      options.metrics?.record({ route, method, status, seconds, cache });
      options.accessLog?.({
        req_id: id,
        host: String(req.headers.host ?? ""),
        method,
        path: ((req.url ?? "/").split("?", 1)[0] ?? "").slice(0, 300),
        route,
        status,
        duration_ms: Math.round(seconds * 10_000) / 10,
        cache,
      });
    });
  };

  const server = http.createServer((req, res) => {
    // One id per request, passed to Next (its logs) and back to the client.
    const id = requestId(req);
    req.headers["x-request-id"] = id;
    res.setHeader("x-request-id", id);
    observe(req, res, id);
    handle(req, res).catch((error: unknown) => {
      console.error("front server: request failed", error instanceof Error ? error.message : error);
      if (!res.headersSent) refuse(req, res, { status: 400, message: "Bad request." }, "close");
      else res.destroy();
    });
  });
  // What Node's HTTP parser refuses (malformed requests, headers too large or too slow) is
  // answered here rather than by Node's bare default, so it carries the security headers too.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    const answering = "_httpMessage" in socket && Boolean(socket._httpMessage);
    if (error.code === "ECONNRESET" || !socket.writable || answering) {
      socket.destroy();
      return;
    }
    const [status, reason] =
      error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large"]
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "Request Timeout"]
          : [400, "Bad Request"];
    const message = `${reason}.\n`;
    const head = Object.entries({
      ...SECURITY_HEADERS,
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "content-length": Buffer.byteLength(message),
      connection: "close",
    })
      .map(([name, value]) => `${name}: ${value}`)
      .join("\r\n");
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n\r\n${message}`);
  });
  server.headersTimeout = settings.headersTimeoutMs;
  // Bodies have their own deadline (receive-body.ts); this bounds the whole exchange.
  server.requestTimeout = settings.bodyTimeoutMs + settings.upstreamTimeoutMs;
  server.on("connection", (socket) => {
    const client = socket.remoteAddress ?? "unknown";
    const open = (connectionsPerClient.get(client) ?? 0) + 1;
    if (open > settings.maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    connectionsPerClient.set(client, open);
    socket.once("close", () => {
      const left = (connectionsPerClient.get(client) ?? 1) - 1;
      if (left <= 0) connectionsPerClient.delete(client);
      else connectionsPerClient.set(client, left);
    });
  });
  return server;
}
