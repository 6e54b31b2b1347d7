// GET /readyz (platform host): 200 when this process can serve (database reachable, every
// migration applied, Redis reachable when REDIS_URL is set); 503 naming the failed checks.
import { answerReadiness } from "@/server/ops/readiness-response";

export const dynamic = "force-dynamic";

export function GET() {
  return answerReadiness();
}
