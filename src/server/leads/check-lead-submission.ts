import "server-only";
import { type LeadSubmissionResult, validateLeadSubmission } from "@/domain/leads/validate-lead-submission";
import { validationError } from "@/server/http/app-error";
import { assertSiteLocation } from "@/server/leads/lead-routing";
import type { Site } from "@/server/sites/site";

export type CheckedLeadSubmission = Extract<LeadSubmissionResult, { ok: true }>;

/**
 * The checks every lead passes before anything is written, whether it is stored (writeLead)
 * or only answered (mock mode): the form's schema with the site's variants, the lead_id rule
 * (a new lead has none; a later step names its own lead or none) and the site's own locations.
 * `updatePath` is where the 422 tells a client to send updates ("/api/leads", "/mock/leads").
 */
export function checkLeadSubmission(
  site: Site,
  body: unknown,
  { leadId, updatePath }: { leadId: number | null; updatePath: string },
): CheckedLeadSubmission {
  const result = validateLeadSubmission(body, site);
  if (!result.ok) throw validationError(result.fields);
  if (leadId === null && result.lead_id !== null) {
    throw validationError({
      lead_id: `A new lead has no lead_id; send updates with PUT ${updatePath}/{lead_id}.`,
    });
  }
  if (leadId !== null && result.lead_id !== null && result.lead_id !== leadId) {
    throw validationError({
      lead_id: `The body's lead_id (${result.lead_id}) is not the lead being updated (${leadId}).`,
    });
  }
  assertSiteLocation(site, result.payload.location_id);
  return result;
}
