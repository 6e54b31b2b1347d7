import "server-only";
import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import { lead_deliveries } from "@/server/db/schema/all";
import { AppError } from "@/server/http/app-error";
import { DELIVERY_CHANNEL, notifyDeliveryWorker } from "@/server/leads/delivery-signal";

/** How many times staff may send one lead on to other addresses (each is one more email). */
const MAX_LEAD_RESENDS = 10;

const resendBody = z
  .object({
    to: z
      .string()
      .trim()
      .max(254, "must be at most 254 characters")
      .pipe(z.email("must be an email address like sales@dealer.example")),
  })
  .strict();

/**
 * POST /console/api/leads/{id}/resend {to}: the dealer email of the lead, sent to another
 * address. It is one more outbox row (an email destination, who asked for it) that the
 * delivery worker sends and records like any other, so it shows on the lead's page with its
 * attempts; the mail itself goes through the mail outbox.
 */
export async function resendConsoleLead({ db, scope, staff, params, json }: ConsoleContext<{ id: string }>) {
  const lead = await scope.requireLead(db, pathId(params.id, "lead"));
  const body = resendBody.parse(await json());
  const id = await db.transaction(async (tx) => {
    // Counted under the lead's row lock, so parallel requests cannot pass the cap together.
    await tx.execute(sql`select 1 from leads where id = ${lead.id} for update`);
    const [sent] = await tx
      .select({ n: count() })
      .from(lead_deliveries)
      .where(and(eq(lead_deliveries.lead_id, lead.id), isNotNull(lead_deliveries.requested_by)));
    if ((sent?.n ?? 0) >= MAX_LEAD_RESENDS) {
      const message = `This lead has been sent on ${MAX_LEAD_RESENDS} times already, the most it can be.`;
      throw new AppError("validation_failed", message, { fields: { to: message } });
    }
    const [row] = await tx
      .insert(lead_deliveries)
      .values({
        lead_id: lead.id,
        website_id: lead.website_id,
        destination: { kind: "email", to: [body.to], channel: "leads" },
        status: "pending",
        next_attempt_at: new Date(),
        requested_by: staff.email,
      })
      .returning({ id: lead_deliveries.id });
    await tx.execute(sql`select pg_notify(${DELIVERY_CHANNEL}, '')`);
    return row?.id ?? 0;
  });
  notifyDeliveryWorker();
  return Response.json({ id, to: body.to, status: "pending" }, { status: 202 });
}
