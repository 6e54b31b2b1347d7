import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { LeadChannel } from "@/domain/config/site-config";
import { deliveryDueAt, planLeadDeliveries } from "@/domain/leads/plan-lead-deliveries";
import type { Tx } from "@/server/db/client";
import { lead_deliveries } from "@/server/db/schema/all";
import { DELIVERY_CHANNEL } from "@/server/leads/delivery-signal";
import type { Site } from "@/server/sites/site";

/**
 * Writes a lead's outbox rows inside the lead's own transaction, so the lead
 * and its delivery jobs are committed together or not at all. Returns how many were queued.
 * A NOTIFY in the same transaction wakes every worker LISTENing on PostgreSQL when (and only
 * if) the rows commit; workers that miss it still find the rows by polling.
 *
 * One enquiry, one email and one CRM record: a later step of a lead whose
 * delivery to a destination has not been sent yet (never claimed by a worker) does not add a
 * row: that waiting row is moved to the new due time, and it renders the lead as it is when it
 * is sent. Only a destination that already received the lead gets a new row, a "resend" (ADF
 * status resend, webhook event lead.updated, email "Updated:"). A partial step is held for
 * PARTIAL_LEAD_HOLD_MS; the completed lead is due at once.
 */
export async function enqueueLeadDeliveries(
  tx: Tx,
  input: { site: Site; leadId: number; channel: LeadChannel; partial: boolean; now: Date; isNew?: boolean },
): Promise<number> {
  // A lead created in this transaction has no earlier deliveries: skip the lookup.
  const earlier = input.isNew
    ? []
    : await tx
        .select({
          id: lead_deliveries.id,
          destination: lead_deliveries.destination,
          status: lead_deliveries.status,
          attempts: lead_deliveries.attempts,
        })
        .from(lead_deliveries)
        .where(eq(lead_deliveries.lead_id, input.leadId));
  const unsent = (row: (typeof earlier)[number]) => row.status === "pending" && row.attempts === 0;
  const planned = planLeadDeliveries({
    destinations: input.site.config.lead_destinations,
    siteEmail: input.site.email,
    channel: input.channel,
    partial: input.partial,
    partialLeadDelivery: input.site.config.forms.partial_lead_delivery,
    deliveredBefore: earlier.some((row) => !unsent(row)),
  });
  if (planned.length === 0) return 0;
  const due = deliveryDueAt(input.partial, input.now);
  const inserts: typeof planned = [];
  for (const p of planned) {
    const same = canonical(p.destination);
    const waiting = earlier.find((row) => unsent(row) && canonical(row.destination) === same);
    // Re-checked in the update itself: a worker that claimed the row meanwhile has counted an
    // attempt, and then this step gets a row of its own.
    const moved = waiting
      ? await tx
          .update(lead_deliveries)
          .set({ next_attempt_at: due })
          .where(
            and(
              eq(lead_deliveries.id, waiting.id),
              eq(lead_deliveries.status, "pending"),
              eq(lead_deliveries.attempts, 0),
            ),
          )
          .returning({ id: lead_deliveries.id })
      : [];
    if (moved.length === 0) inserts.push(p);
  }
  if (inserts.length > 0) {
    await tx.insert(lead_deliveries).values(
      inserts.map((p) => ({
        lead_id: input.leadId,
        website_id: input.site.id,
        destination: p.destination,
        prospect_status: p.prospect_status,
        next_attempt_at: due,
      })),
    );
  }
  await tx.execute(sql`select pg_notify(${DELIVERY_CHANNEL}, '')`);
  return inserts.length;
}

/** A destination as comparable text: jsonb gives its keys back in its own order, not ours. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
