// POST /demo-providers/nevdis/vehicles/lookup – the demo stand-in for the NEVDIS broker's API

import { nevdisStandIn } from "@/demo/vehicle-lookup/lookup-stand-ins";
import { isLocalHost } from "@/domain/tenancy/host-origin";
import { env } from "@/env";

export async function POST(request: Request): Promise<Response> {
  // A stand-in answers only on a local platform domain (docs/ARCHITECTURE.md).
  if (!isLocalHost(env().PLATFORM_DOMAIN)) return Response.json({ error: "Not found" }, { status: 404 });
  return nevdisStandIn(request, env().NEVDIS_API_KEY);
}
