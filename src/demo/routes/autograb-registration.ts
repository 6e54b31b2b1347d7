// GET /demo-providers/autograb/v2/vehicles/registrations/{plate} – the demo stand-in for AutoGrab's API

import { autograbStandIn } from "@/demo/vehicle-lookup/lookup-stand-ins";
import { isLocalHost } from "@/domain/tenancy/host-origin";
import { env } from "@/env";

export async function GET(request: Request, { params }: { params: Promise<{ plate: string }> }) {
  // A stand-in answers only on a local platform domain (docs/ARCHITECTURE.md).
  if (!isLocalHost(env().PLATFORM_DOMAIN)) return Response.json({ error: "Not found" }, { status: 404 });
  return autograbStandIn(request, (await params).plate, env().AUTOGRAB_API_KEY);
}
