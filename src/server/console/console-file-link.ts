import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/env";

/** How long a file link on a lead's page works: long enough to click, too short to pass around. */
const CONSOLE_FILE_LINK_SECONDS = 5 * 60;

export interface ConsoleFileGrant {
  downloadId: string;
  leadId: number;
  staffId: string;
}

function signature(grant: ConsoleFileGrant, expires: number): string {
  // "console." keeps these apart from the webhook links signed with the same secret.
  return createHmac("sha256", env().LEAD_FILE_LINK_SECRET)
    .update(`console.${grant.downloadId}.${grant.leadId}.${grant.staffId}.${expires}`)
    .digest("base64url");
}

/**
 * A short-lived link (console path, so only a signed-in member of staff's request carries the
 * session) to one uploaded file of a lead, bound to the lead and to the member it was issued
 * to: another member, another lead or a later time gets 403 from the same link.
 */
export function consoleFileLink(grant: ConsoleFileGrant, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + CONSOLE_FILE_LINK_SECONDS;
  const query = new URLSearchParams({
    lead: String(grant.leadId),
    expires: String(expires),
    signature: signature(grant, expires),
  });
  return `/console/api/lead-files/${encodeURIComponent(grant.downloadId)}?${query}`;
}

/** Whether the link's expiry and signature are the ones issued for this grant, and still valid. */
export function isValidConsoleFileLink(
  grant: ConsoleFileGrant,
  expires: string | null,
  given: string | null,
  now: Date,
): boolean {
  if (!expires || !given || !/^\d{1,12}$/.test(expires) || given.length > 100) return false;
  const at = Number(expires);
  if (at * 1000 < now.getTime() || at * 1000 > now.getTime() + (CONSOLE_FILE_LINK_SECONDS + 60) * 1000)
    return false;
  const expected = Buffer.from(signature(grant, at));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
