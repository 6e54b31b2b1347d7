// /demo-providers/windcave/… – the demo stand-in for Windcave's REST API (sessions, transactions) and its
// hosted payment page (src/server/payments/windcave/stand-in).

import { windcaveStandIn } from "@/demo/payments/windcave/windcave-stand-in";
import { hostOrigin, isLocalHost } from "@/domain/tenancy/host-origin";
import { env } from "@/env";
import { getDb } from "@/server/db/client";

type Params = { params: Promise<{ path: string[] }> };

async function handle(request: Request, { params }: Params): Promise<Response> {
  // A stand-in answers only on a local platform domain (docs/ARCHITECTURE.md).
  if (!isLocalHost(env().PLATFORM_DOMAIN)) return Response.json({ error: "Not found" }, { status: 404 });
  const { path } = await params;
  // The address the caller used (the front server forwards its Host), not Next's own port.
  const host = request.headers.get("host") ?? new URL(request.url).host;
  const base = `${hostOrigin(host)}/demo-providers/windcave`;
  return windcaveStandIn(request, path, { db: await getDb(), base });
}

export const GET = handle;
export const POST = handle;
