// POST /demo-providers/nevdis/vehicles/lookup – the demo stand-in for the NEVDIS broker's API
import { env } from "@/env";
import { nevdisStandIn } from "@/server/vehicle-lookup/stand-in";

export async function POST(request: Request): Promise<Response> {
  return nevdisStandIn(request, env().NEVDIS_API_KEY);
}
