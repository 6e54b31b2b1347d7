// GET /healthz (platform host): the process is up and answering. Touches nothing else, so a
// load balancer's liveness probe never restarts a process for a database outage.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
