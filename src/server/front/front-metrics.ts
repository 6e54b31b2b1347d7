import { randomUUID } from "node:crypto";
import type http from "node:http";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/**
 * The front server's own metrics (the one place every request passes: pages, API routes,
 * static files) and its access log. Its metrics are appended to what Next answers at
 * /metrics, so a scrape of the web process's port sees both.
 */

/** Distinct route labels kept; requests to further ones are counted as "other". */
const MAX_ROUTE_LABELS = 200;

const LABEL_SEGMENT = /^[a-z0-9][a-z0-9_.-]{0,39}$/i;

/**
 * A request path reduced to a low-cardinality route: `/`, `/_next`, `/media`, `/api/<name>`,
 * or the first path segment (with `/*` when there are more). Arbitrary paths cannot grow the
 * label set past MAX_ROUTE_LABELS.
 */
export function routeLabel(url: string | undefined): string {
  const pathname = (url ?? "/").split("?")[0] ?? "/";
  const segments = pathname.split("/").filter(Boolean);
  const [first, second] = segments;
  if (!first) return "/";
  if (first === "_next" || first === "media") return `/${first}`;
  if (!LABEL_SEGMENT.test(first)) return "other";
  if (first === "api") return second && LABEL_SEGMENT.test(second) ? `/api/${second}` : "/api";
  return segments.length > 1 ? `/${first}/*` : `/${first}`;
}

/** A request id from the client or proxy in front when it looks like one, else a new one. */
export function requestId(req: http.IncomingMessage): string {
  const sent = req.headers["x-request-id"];
  return typeof sent === "string" && /^[\w.:-]{1,100}$/.test(sent) ? sent : randomUUID();
}

export type CacheOutcome = "hit" | "miss" | "bypass";

export interface FrontMetrics {
  record(entry: {
    route: string;
    method: string;
    status: number;
    seconds: number;
    cache: CacheOutcome;
  }): void;
  text(): Promise<string>;
}

export function createFrontMetrics(): FrontMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "forecourt_front_" });
  const routes = new Set<string>();
  const requests = new Counter({
    name: "forecourt_http_requests_total",
    help: "HTTP requests answered by the front server, by route, method and status",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "forecourt_http_request_duration_seconds",
    help: "Time to answer a request at the front server, by route",
    labelNames: ["route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const microcache = new Counter({
    name: "forecourt_page_microcache_requests_total",
    help: "Shareable page requests at the front server's microcache, by outcome (hit: answered from memory)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  return {
    record({ route, method, status, seconds, cache }) {
      let label = route;
      if (!routes.has(label)) {
        if (routes.size >= MAX_ROUTE_LABELS) label = "other";
        else routes.add(label);
      }
      const knownMethod = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/.test(method) ? method : "other";
      requests.inc({ route: label, method: knownMethod, status: String(status) });
      duration.observe({ route: label }, seconds);
      if (cache !== "bypass") microcache.inc({ outcome: cache });
    },
    text: () => registry.metrics(),
  };
}
