import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/env";

// The unsubscribe link works without signing in (RFC 8058 one-click), so it carries the
// account id signed with the account secret: nobody can unsubscribe someone else.
function signature(user_id: string): string {
  return createHmac("sha256", env().ACCOUNT_AUTH_SECRET)
    .update(`alerts-unsubscribe:${user_id}`)
    .digest("base64url");
}

export function unsubscribeToken(user_id: string): string {
  return `${user_id}.${signature(user_id)}`;
}

/** The account id a token was made for, or null when it is not one of ours. */
export function verifyUnsubscribeToken(token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0 || token.length > 200) return null;
  const user_id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(user_id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? user_id : null;
}
