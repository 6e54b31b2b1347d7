// GET /metrics (platform host): Prometheus metrics of this web process (and, through the
// front server, its request and microcache counters). Bearer METRICS_TOKEN, or loopback only.
import { answerMetrics } from "@/server/ops/metrics-response";

export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return answerMetrics(request);
}
