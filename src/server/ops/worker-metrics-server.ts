import "server-only";
import { timingSafeEqual } from "node:crypto";
import http from "node:http";
import { appMetrics } from "@/server/ops/metrics";

/**
 * `npm run worker`'s /metrics (WORKER_METRICS_PORT): its delivery attempts and the outbox.
 * With a token, the scraper sends `Authorization: Bearer <token>`.
 */
export function serveWorkerMetrics(token: string | undefined): http.Server {
  return http.createServer(async (req, res) => {
    const sent = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "")?.[1]?.trim() ?? "";
    const allowed =
      !token ||
      (Buffer.byteLength(sent) === Buffer.byteLength(token) &&
        timingSafeEqual(Buffer.from(sent), Buffer.from(token)));
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics" || !allowed) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found.\n");
      return;
    }
    const { registry } = appMetrics();
    const body = await registry.metrics();
    res.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" }).end(body);
  });
}
