import "server-only";
import { getDatabase } from "@/server/db/client";
import { checkReadiness, type Readiness } from "@/server/ops/check-readiness";
import { getRedis } from "@/server/redis/redis-client";

/** /readyz: 200 when every check passes, else 503 naming the ones that failed. */
export function readinessResponse(readiness: Readiness): Response {
  const failed = Object.entries(readiness.checks)
    .filter(([, check]) => !check.ok)
    .map(([name]) => name);
  return Response.json(
    {
      status: readiness.ready ? "ready" : "not_ready",
      ...(failed.length > 0 ? { failed } : {}),
      checks: readiness.checks,
    },
    { status: readiness.ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}

export async function answerReadiness(): Promise<Response> {
  return readinessResponse(await checkReadiness({ database: getDatabase, redis: getRedis() }));
}
