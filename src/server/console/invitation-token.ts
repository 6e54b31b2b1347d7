import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A new invitation token (256 random bits) and the hash that is all the database keeps. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: invitationTokenHash(token) };
}

export function invitationTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
