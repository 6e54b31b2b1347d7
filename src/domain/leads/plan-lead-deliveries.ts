import type { LeadChannel, LeadDestination } from "@/domain/config/site-config";

/**
 * A partial step waits this long before it is delivered: a shopper who goes
 * on within it updates the same waiting delivery, so a whole journey reaches the dealer as one
 * email and one CRM record; one who stops is still delivered once the wait is over.
 */
const PARTIAL_LEAD_HOLD_MS = 30 * 60_000;

/** When a planned delivery falls due: a partial step after the hold, a completed lead now. */
export function deliveryDueAt(partial: boolean, now: Date): Date {
  return partial ? new Date(now.getTime() + PARTIAL_LEAD_HOLD_MS) : now;
}

export interface PlannedDelivery {
  destination: LeadDestination;
  /** ADF prospect status: "resend" when this lead was delivered before. */
  prospect_status: "new" | "resend";
}

export interface PlanLeadDeliveriesInput {
  /** The site's configured destinations (config.lead_destinations). */
  destinations: readonly LeadDestination[];
  /** The site's own email address: the fallback "leads" destination. */
  siteEmail: string | null;
  channel: LeadChannel;
  /** This write is a partial (Incomplete) step of a multi-step form. */
  partial: boolean;
  /** config.forms.partial_lead_delivery: the dealer wants partial leads too. */
  partialLeadDelivery: boolean;
  /** Deliveries were already enqueued for this lead by an earlier write. */
  deliveredBefore: boolean;
}

/** The destinations a channel feeds; for "leads", the site's email when none is configured. */
export function channelDestinations(
  destinations: readonly LeadDestination[],
  siteEmail: string | null,
  channel: LeadChannel,
): LeadDestination[] {
  const matching = destinations.filter((destination) => destination.channel === channel);
  if (matching.length > 0 || channel !== "leads" || !siteEmail) return matching;
  return [{ kind: "email", to: [siteEmail], channel: "leads" }];
}

/**
 * Which outbox rows a lead write creates:
 * - a completed lead is delivered to every destination of its channel;
 * - a partial step is delivered only where the site asks for partial-lead delivery;
 * - a lead delivered before goes out again with prospect status "resend" (so a partial
 *   followed by its completion reaches the CRM as one prospect, updated).
 */
export function planLeadDeliveries(input: PlanLeadDeliveriesInput): PlannedDelivery[] {
  if (input.partial && !input.partialLeadDelivery) return [];
  const prospect_status = input.deliveredBefore ? "resend" : "new";
  return channelDestinations(input.destinations, input.siteEmail, input.channel).map((destination) => ({
    destination,
    prospect_status,
  }));
}
