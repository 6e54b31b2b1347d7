import "server-only";
import { timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import { AppError } from "@/server/http/app-error";
import { isLocalRequest } from "@/server/http/client-ip";
import { appMetrics } from "@/server/ops/metrics";

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics (platform host only): Prometheus text. With METRICS_TOKEN set, the scraper
 * sends `Authorization: Bearer <token>`; without it, only a client on this machine may read
 * them (every hop loopback, nothing forwarded beyond the trusted proxies: isLocalRequest). Anyone else gets 404, as if there were nothing there.
 */
export async function answerMetrics(request: Request): Promise<Response> {
  const { METRICS_TOKEN } = env();
  const allowed = METRICS_TOKEN
    ? sameToken(
        /^Bearer\s+(.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1]?.trim() ?? "",
        METRICS_TOKEN,
      )
    : isLocalRequest(request);
  if (!allowed) return new AppError("not_found", "Not found.").toResponse();
  const { registry } = appMetrics();
  return new Response(await registry.metrics(), {
    headers: { "content-type": registry.contentType, "cache-control": "no-store" },
  });
}
