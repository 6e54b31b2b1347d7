import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { leads } from "@/server/db/schema/all";
import { isValidLeadToken } from "@/server/leads/lead-token";
import type { Site } from "@/server/sites/site";

export interface ResumableLead {
  id: number;
  token: string;
  /** The last step the lead holds (0-based): the form continues at the one after it. */
  step_number: number;
}

/**
 * A multi-step form's lead that can be continued from a link (the no-JavaScript steps, issue
 * 19 item 8): this site's, this form's, still incomplete, and named with its own token. Any
 * other case is null, so a made-up or finished lead simply starts the form afresh.
 */
export async function findResumableLead(
  db: Db,
  input: {
    site: Pick<Site, "id" | "config">;
    formId: string;
    leadId: number | null;
    token: string | null;
    /** The step asked for: in mock mode nothing is stored, so the link's own step is taken. */
    step: number;
  },
): Promise<ResumableLead | null> {
  const { site, leadId, token } = input;
  if (leadId === null || token === null || !isValidLeadToken(site.id, leadId, token)) return null;
  if (site.config.forms.mock_leads) return { id: leadId, token, step_number: input.step - 1 };
  const [lead] = await db
    .select({ id: leads.id, form_id: leads.form_id, status: leads.lead_status, step: leads.step_number })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.website_id, site.id)));
  if (!lead || lead.form_id !== input.formId || lead.status === "Complete") return null;
  return { id: lead.id, token, step_number: lead.step ?? 0 };
}
