import "server-only";
import { and, eq } from "drizzle-orm";
import { purchaseForm } from "@/domain/leads/forms/purchase";
import { type StoredLeadPayload, storedLeadPayloadSchema } from "@/domain/leads/stored-lead-payload";
import type { Db } from "@/server/db/client";
import { leads } from "@/server/db/schema/all";
import { isValidLeadToken } from "@/server/leads/lead-token";
import type { Site } from "@/server/sites/site";

export interface JourneyLead {
  id: number;
  token: string;
  /** The last form step the lead holds (0-based). */
  step_number: number;
  /** The review was confirmed: the lead was sent to the dealer as complete. */
  complete: boolean;
  /** The car the journey is for (the lead's car_id as stored). */
  car_id: number | null;
  payload: StoredLeadPayload;
}

/**
 * The purchase journey's lead a link names (`?lead={id}&token={token}`): this site's, a
 * purchase lead, and named with its own token. Anything else is null, which the page answers
 * as not found, exactly like a lead that does not exist (a prober learns nothing).
 */
export async function findJourneyLead(
  db: Db,
  input: { site: Pick<Site, "id">; leadId: number | null; token: string | null },
): Promise<JourneyLead | null> {
  const { site, leadId, token } = input;
  if (leadId === null || token === null || !isValidLeadToken(site.id, leadId, token)) return null;
  const [lead] = await db
    .select({
      id: leads.id,
      form_id: leads.form_id,
      status: leads.lead_status,
      step: leads.step_number,
      car_id: leads.car_id,
      payload: leads.payload,
    })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.website_id, site.id)));
  if (!lead || lead.form_id !== purchaseForm.id) return null;
  return {
    id: lead.id,
    token,
    step_number: lead.step ?? 0,
    complete: lead.status === "Complete",
    car_id: lead.car_id,
    payload: storedLeadPayloadSchema.parse(lead.payload),
  };
}
