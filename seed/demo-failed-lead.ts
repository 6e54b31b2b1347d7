import "server-only";
import { storedLeadPayloadSchema } from "@/domain/leads/stored-lead-payload";
import type { Tx } from "@/server/db/client";
import { delivery_attempts, lead_deliveries, leads } from "@/server/db/schema/all";
import { leadWebhookStandInUrl } from "@/demo/leads/lead-webhook-stand-in";

/**
 * One demo lead of Harbour City Toyota whose webhook delivery failed every attempt over the
 * last day (to the platform's stand-in CRM receiver, which fails until told to succeed), so
 * the console shows a failing delivery to retry.
 */
export async function seedDemoFailedLead(tx: Tx, ids: { websiteId: number; dealershipId: number }) {
  const created = new Date(Date.now() - 26 * 3600_000);
  const payload = storedLeadPayloadSchema.parse({
    name: "Dana Demo",
    first_name: "Dana",
    last_name: "Demo",
    email: "dana.demo@shopper.example",
    phone: "0412 555 010",
    form_id: "general-enquiry",
    category: "General Enquiry",
    website_slug: "harbourcity",
    dealership_slug: "harbour-city-toyota",
    url: "http://harbourcity.localhost:3000/contact-us",
    linked_query_params: { utm_source: "google", utm_medium: "cpc", gclid: "demo-gclid-123" },
    lead_status: "Complete",
    form_completed: true,
  });
  const [lead] = await tx
    .insert(leads)
    .values({
      website_id: ids.websiteId,
      dealership_id: ids.dealershipId,
      form_id: "general-enquiry",
      category: "General Enquiry",
      lead_status: "Complete",
      form_completed: true,
      payload,
      created_at: created,
      updated_at: created,
    })
    .returning({ id: leads.id });
  if (!lead) return;
  const error = "Webhook answered 503 Service Unavailable";
  const [delivery] = await tx
    .insert(lead_deliveries)
    .values({
      lead_id: lead.id,
      website_id: ids.websiteId,
      destination: {
        kind: "webhook",
        url: leadWebhookStandInUrl(),
        secret: "harbourcity-demo-webhook-secret",
        channel: "leads",
      },
      status: "failed",
      attempts: 8,
      last_error: error,
      created_at: created,
    })
    .returning({ id: lead_deliveries.id });
  if (!delivery) return;
  await tx.insert(delivery_attempts).values(
    Array.from({ length: 8 }, (_, i) => ({
      delivery_id: delivery.id,
      attempt: i + 1,
      ok: false,
      detail: error,
      at: new Date(created.getTime() + 30_000 * (2 ** i - 1)),
    })),
  );
}
