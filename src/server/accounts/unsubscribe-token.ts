import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/env";

// The unsubscribe link works without signing in (RFC 8058 one-click), so it carries the
// account id signed with the account secret: nobody can unsubscribe someone else. The
// signature covers the account scope (the dealer group, or the site, that sent the alert:
// accountScope), so a link works only on that group's sites.
function signature(scope: string, user_id: string): string {
  return createHmac("sha256", env().ACCOUNT_AUTH_SECRET)
    .update(`alerts-unsubscribe:${scope}:${user_id}`)
    .digest("base64url");
}

/** The token of an alert email's unsubscribe link, for an account of `scope`. */
export function unsubscribeToken(scope: string, user_id: string): string {
  return `${user_id}.${signature(scope, user_id)}`;
}

/** The account id a token was made for in `scope`, or null when it is not one of that scope's. */
export function verifyUnsubscribeToken(token: string, scope: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0 || token.length > 200) return null;
  const user_id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(scope, user_id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? user_id : null;
}
