import http from "node:http";
import { LRUCache } from "lru-cache";
import {
  HOP_BY_HOP_HEADERS,
  MICROCACHE_MAX_BODY_BYTES,
  microcacheKey,
  microcacheTtl,
} from "./microcache-policy";

/**
 * The process that answers on PORT in production: a reverse proxy in front of `next start`
 * (listening on a loopback port) with a page microcache. Next serves a cached vehicle page
 * from its own ISR cache, but each request still walks Next's router, proxy and renderer
 * plumbing; under load the microcache answers repeats of the same page straight from memory
 * for up to `microcacheMs` (see microcache-policy.ts for what qualifies). Everything else,
 * request bodies and streamed responses included, passes through untouched.
 */
export interface FrontServerOptions {
  upstreamPort: number;
  upstreamHost?: string;
  /** How long a shareable page may be answered from memory; 0 turns the microcache off. */
  microcacheMs: number;
  /** Memory the microcache may hold (bytes). */
  maxCacheBytes?: number;
}

interface CachedPage {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP_HEADERS.has(name)) out[name] = value;
  }
  return out;
}

export function createFrontServer(options: FrontServerOptions): http.Server {
  const upstreamHost = options.upstreamHost ?? "127.0.0.1";
  // Idle connections to Next are dropped after 4 s, before Next's own 5 s keep-alive timeout
  // closes them under a request.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });
  const cache = new LRUCache<string, CachedPage>({
    maxSize: options.maxCacheBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (page) => page.body.length + 1024,
    ttl: Math.max(options.microcacheMs, 1),
  });

  return http.createServer((req, res) => {
    const key = options.microcacheMs > 0 ? microcacheKey(req) : null;
    const hit = key ? cache.get(key) : undefined;
    if (hit) {
      res.writeHead(hit.status, { ...hit.headers, "x-forecourt-cache": "hit" });
      res.end(hit.body);
      return;
    }

    const headers = withoutHopByHop(req.headers);
    const client = req.socket.remoteAddress ?? "unknown";
    // Appended, so the last entry is the client as this hop saw it (server/http/client-ip.ts).
    headers["x-forwarded-for"] = req.headers["x-forwarded-for"]
      ? `${req.headers["x-forwarded-for"]}, ${client}`
      : client;
    headers["x-forwarded-proto"] ??= "http";
    headers["x-forwarded-port"] ??= String(req.socket.localPort ?? "");

    // GET and HEAD have no body, so they can be sent again: once, when a kept-alive
    // connection that Next was closing at that moment drops them (Node's reusedSocket case).
    const hasBody =
      req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
    const replayable = (req.method === "GET" || req.method === "HEAD") && !hasBody;
    const send = (retried: boolean) => {
      const upstream = http.request(
        { host: upstreamHost, port: options.upstreamPort, method: req.method, path: req.url, headers, agent },
        (response) => relay(response),
      );
      upstream.on("error", (error) => {
        // The shopper left first (see below): nobody to answer.
        if (res.destroyed) return;
        if (!res.headersSent && replayable && upstream.reusedSocket && !retried) {
          send(true);
          return;
        }
        if (res.headersSent) {
          res.destroy(error);
          return;
        }
        res.writeHead(502, { "content-type": "text/plain; charset=utf-8", "retry-after": "1" });
        res.end("Forecourt is starting or unavailable. Please try again in a moment.\n");
      });
      // A shopper who goes away mid-answer (or mid-upload) frees the upstream request too.
      res.once("close", () => {
        if (!res.writableFinished) upstream.destroy();
      });
      if (replayable) upstream.end();
      else req.pipe(upstream);
    };

    const relay = (response: http.IncomingMessage) => {
      const status = response.statusCode ?? 502;
      const responseHeaders = withoutHopByHop(response.headers);
      res.writeHead(status, response.statusMessage, responseHeaders);
      const ttl = key ? microcacheTtl(status, response.headers, { ttlMs: options.microcacheMs }) : 0;
      if (key && ttl > 0) {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MICROCACHE_MAX_BODY_BYTES) chunks.push(chunk);
        });
        response.on("end", () => {
          if (!response.complete || size > MICROCACHE_MAX_BODY_BYTES) return;
          const body = Buffer.concat(chunks);
          cache.set(
            key,
            { status, headers: { ...responseHeaders, "content-length": body.length }, body },
            { ttl },
          );
        });
      }
      response.pipe(res);
    };

    send(false);
  });
}
