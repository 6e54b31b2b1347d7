import "server-only";
import { randomBytes } from "node:crypto";
import { checkLeadSubmission } from "@/server/leads/check-lead-submission";
import type { Site } from "@/server/sites/site";

/**
 * The id every mock lead is answered with: a positive number, so a multi-step form carries
 * it as lead_id on its next step exactly as it would a real one (PUT /mock/leads/1).
 */
export const MOCK_LEAD_ID = 1;

/**
 * Mock mode (/mock/leads): a lead checked exactly as POST /api/leads and
 * PUT /api/leads/{id} check it (the form's schema with the site's variants, the site's own
 * dealerships and locations, the lead_id rule) and answered with the same status and shape
 * ({id, token} for a new lead, {id} for a later step),
 * but nothing is stored and nothing is delivered. The token is random: it is no key to any
 * real lead.
 */
export function checkMockLead(input: {
  site: Site;
  body: unknown;
  leadId: number | null;
}): { status: 200; body: { id: number } } | { status: 201; body: { id: number; token: string } } {
  const { site, leadId } = input;
  checkLeadSubmission(site, input.body, { leadId, updatePath: "/mock/leads" });
  if (leadId !== null) return { status: 200, body: { id: leadId } };
  return { status: 201, body: { id: MOCK_LEAD_ID, token: randomBytes(24).toString("base64url") } };
}
