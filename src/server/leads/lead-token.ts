import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/env";

/** The header a PUT /api/leads/{id} carries the token in. */
export const LEAD_TOKEN_HEADER = "x-lead-token";

/**
 * Lead ids are sequential, so an id alone must not let anyone overwrite a visitor's lead.
 * POST /api/leads answers `{id, token}`; the form sends the token with each PUT. The token
 * is an HMAC of the site and lead ids: nothing to store, and useless on any other lead or site.
 */
export function leadUpdateToken(websiteId: number, leadId: number): string {
  return createHmac("sha256", env().LEAD_TOKEN_SECRET)
    .update(`lead-update:${websiteId}:${leadId}`)
    .digest("base64url")
    .slice(0, 32);
}

export function isValidLeadToken(websiteId: number, leadId: number, token: string | null): boolean {
  if (!token) return false;
  const expected = Buffer.from(leadUpdateToken(websiteId, leadId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
