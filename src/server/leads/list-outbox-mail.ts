import "server-only";
import { desc, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { containsPattern } from "@/server/db/contains-pattern";
import { mail_outbox } from "@/server/db/schema/all";

export type OutboxMail = typeof mail_outbox.$inferSelect;

/** The longest search the outbox takes (an address or a subject; longer is cut). */
export const OUTBOX_SEARCH_MAX = 200;

/**
 * The newest mails kept locally (no SMTP_URL), newest first; with `search`, only those whose
 * recipient, subject or text contains it (case ignored), so one lead's email is found among
 * thousands.
 */
export async function listOutboxMail(
  db: Db,
  { limit = 50, search }: { limit?: number; search?: string } = {},
): Promise<OutboxMail[]> {
  // A NUL cannot be in PostgreSQL text (the query would fail): no mail contains one anyway.
  const words = search?.replaceAll("\0", "").trim().slice(0, OUTBOX_SEARCH_MAX);
  const where = words
    ? (or(
        ilike(mail_outbox.to, containsPattern(words)),
        ilike(mail_outbox.subject, containsPattern(words)),
        ilike(mail_outbox.text, containsPattern(words)),
      ) as SQL)
    : undefined;
  return db.select().from(mail_outbox).where(where).orderBy(desc(mail_outbox.id)).limit(limit);
}
