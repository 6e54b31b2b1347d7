import "server-only";
import { eq, sql } from "drizzle-orm";
import type { LeadChannel } from "@/domain/config/site-config";
import { planLeadDeliveries } from "@/domain/leads/plan-lead-deliveries";
import type { Tx } from "@/server/db/client";
import { lead_deliveries } from "@/server/db/schema/all";
import { DELIVERY_CHANNEL } from "@/server/leads/delivery-signal";
import type { Site } from "@/server/sites/site";

/**
 * Writes a lead's outbox rows (DESIGN 5) inside the lead's own transaction, so the lead
 * and its delivery jobs are committed together or not at all. Returns how many were queued.
 * A NOTIFY in the same transaction wakes every worker LISTENing on PostgreSQL when (and only
 * if) the rows commit; workers that miss it still find the rows by polling.
 */
export async function enqueueLeadDeliveries(
  tx: Tx,
  input: { site: Site; leadId: number; channel: LeadChannel; partial: boolean; now: Date; isNew?: boolean },
): Promise<number> {
  // A lead created in this transaction has no earlier deliveries: skip the lookup.
  const [{ count } = { count: 0 }] = input.isNew
    ? []
    : await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(lead_deliveries)
        .where(eq(lead_deliveries.lead_id, input.leadId));
  const planned = planLeadDeliveries({
    destinations: input.site.config.lead_destinations,
    siteEmail: input.site.email,
    channel: input.channel,
    partial: input.partial,
    partialLeadDelivery: input.site.config.forms.partial_lead_delivery,
    deliveredBefore: count > 0,
  });
  if (planned.length === 0) return 0;
  await tx.insert(lead_deliveries).values(
    planned.map((p) => ({
      lead_id: input.leadId,
      website_id: input.site.id,
      destination: p.destination,
      prospect_status: p.prospect_status,
      next_attempt_at: input.now,
    })),
  );
  await tx.execute(sql`select pg_notify(${DELIVERY_CHANNEL}, '')`);
  return planned.length;
}
