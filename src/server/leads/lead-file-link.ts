import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { platformOrigin } from "@/domain/tenancy/host-origin";
import { env } from "@/env";
import { platformAddress } from "@/server/sites/platform-address";

/** How long a download link in a webhook works: long enough for a CRM's retries and a human. */
const LEAD_FILE_LINK_DAYS = 7;

function signature(fileId: string, expires: number): string {
  return createHmac("sha256", env().LEAD_FILE_LINK_SECRET).update(`${fileId}.${expires}`).digest("base64url");
}

/**
 * A signed, expiring link to one uploaded lead file on the platform host, for receivers that
 * get the lead by webhook (the dealer email carries the file itself). The file id is the
 * file's random download_id, so a link cannot be guessed from another even with the key.
 */
export function leadFileLink(fileId: string, now: Date, origin = platformOrigin(platformAddress())): string {
  const expires = Math.floor(now.getTime() / 1000) + LEAD_FILE_LINK_DAYS * 24 * 3600;
  return `${origin}/api/lead-files/${encodeURIComponent(fileId)}?expires=${expires}&signature=${signature(fileId, expires)}`;
}

/** Whether a link's expiry and signature are the ones this platform issued, and still valid. */
export function isValidLeadFileLink(
  fileId: string,
  expires: string | null,
  given: string | null,
  now: Date,
): boolean {
  if (!expires || !given || !/^\d{1,12}$/.test(expires)) return false;
  const at = Number(expires);
  if (at * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(fileId, at));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
