// GET /demo-providers/autograb/v2/vehicles/registrations/{plate} – the demo stand-in for AutoGrab's API
import { env } from "@/env";
import { autograbStandIn } from "@/server/vehicle-lookup/stand-in";

export async function GET(request: Request, { params }: { params: Promise<{ plate: string }> }) {
  return autograbStandIn(request, (await params).plate, env().AUTOGRAB_API_KEY);
}
