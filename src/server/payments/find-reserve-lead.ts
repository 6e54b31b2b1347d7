import "server-only";
import { and, eq } from "drizzle-orm";
import { storedLeadPayloadSchema } from "@/domain/leads/stored-lead-payload";
import type { Db } from "@/server/db/client";
import { leads } from "@/server/db/schema/all";
import { isValidLeadToken } from "@/server/leads/lead-token";
import type { Site } from "@/server/sites/site";

export interface ReserveLead {
  id: number;
  token: string;
  details: { first_name?: string; last_name?: string; email?: string; phone?: string };
}

const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 200) : undefined);

/**
 * The purchase journey's hand-over (`?lead={id}&token={token}` on the reserve page): the lead
 * when its token is this site's and the lead is, so the page can prefill the shopper's details
 * and the reservation is attached to it. Anything else is null: the page renders empty, with
 * nothing said about why.
 */
export async function findReserveLead(
  db: Db,
  input: { site: Pick<Site, "id">; leadId: string | null; token: string | null },
): Promise<ReserveLead | null> {
  const id = input.leadId && /^\d{1,10}$/.test(input.leadId) ? Number(input.leadId) : null;
  if (id === null || input.token === null || !isValidLeadToken(input.site.id, id, input.token)) return null;
  const [lead] = await db
    .select({ id: leads.id, payload: leads.payload })
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.website_id, input.site.id)));
  if (!lead) return null;
  // Only a prefill: a payload that is not a lead's prefills nothing.
  const parsed = storedLeadPayloadSchema.safeParse(lead.payload);
  const p = parsed.success ? parsed.data : {};
  return {
    id: lead.id,
    token: input.token,
    details: {
      first_name: text(p.first_name),
      last_name: text(p.last_name),
      email: text(p.email),
      phone: text(p.phone),
    },
  };
}
