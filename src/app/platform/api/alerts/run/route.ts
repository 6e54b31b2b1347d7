// POST /api/alerts/run – one pass of the shopper alert job now (this machine only: demo and tests)
import { z } from "zod";
import { env } from "@/env";
import { runShopperAlerts } from "@/server/accounts/run-shopper-alerts";
import { AppError } from "@/server/http/app-error";
import { isLocalRequest } from "@/server/http/client-ip";
import { platformRoute } from "@/server/http/route-handler";
import { createDeliveryTransport } from "@/server/leads/create-delivery-transport";

// `due_now` checks every shopper whatever the interval, as the daily run would tomorrow.
const body = z.object({ due_now: z.boolean().default(false) });

export const POST = platformRoute(
  async ({ db, request, json }) => {
    // Like the mail outbox: only a client on this machine may trigger it.
    if (!isLocalRequest(request)) throw new AppError("not_found", "Not found.");
    const { due_now } = body.parse(await json());
    const result = await runShopperAlerts(db, {
      now: new Date(),
      transport: createDeliveryTransport(db),
      intervalMs: due_now ? -1 : env().ALERTS_INTERVAL_HOURS * 3_600_000,
    });
    return Response.json(result);
  },
  { maxBodyBytes: 1024 },
);
