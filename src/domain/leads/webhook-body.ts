// The JSON a webhook destination receives. `delivery_id` is stable for one
// outbox row across every retry, and `lead_id` for the lead across all its deliveries,
// so a receiver can de-duplicate at either level. The signature headers (Standard Webhooks:
// webhook-id, webhook-timestamp, webhook-signature) are server/leads/sign-webhook.ts's.

import type { StoredLeadPayload } from "@/domain/leads/stored-lead-payload";
export const WEBHOOK_DELIVERY_HEADER = "X-Forecourt-Delivery";
export const WEBHOOK_EVENT_HEADER = "X-Forecourt-Event";

interface WebhookBody {
  delivery_id: string;
  lead_id: number;
  website_slug: string;
  prospect_status: "new" | "resend";
  lead: Readonly<StoredLeadPayload>;
  /** The shopper's uploads: name, type, size and a signed download link (7 days). */
  files: ReadonlyArray<WebhookFile>;
}

export interface WebhookFile {
  filename: string;
  content_type: string;
  size: number;
  url: string;
}

/** The delivery's stable id: the same on every attempt, unique per outbox row. */
export function deliveryKey(websiteId: number, leadId: number, deliveryId: number): string {
  return `fc-${websiteId}-${leadId}-${deliveryId}`;
}

export function webhookBody(input: {
  websiteId: number;
  websiteSlug: string;
  leadId: number;
  deliveryId: number;
  prospectStatus: "new" | "resend";
  lead: Readonly<StoredLeadPayload>;
  files?: ReadonlyArray<WebhookFile>;
}): string {
  const body: WebhookBody = {
    delivery_id: deliveryKey(input.websiteId, input.leadId, input.deliveryId),
    lead_id: input.leadId,
    website_slug: input.websiteSlug,
    prospect_status: input.prospectStatus,
    lead: input.lead,
    files: input.files ?? [],
  };
  return JSON.stringify(body);
}
