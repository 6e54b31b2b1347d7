import "server-only";
import { desc } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { mail_outbox } from "@/server/db/schema/all";

export type OutboxMail = typeof mail_outbox.$inferSelect;

/** The newest mails kept locally (no SMTP_URL), newest first. */
export async function listOutboxMail(db: Db, { limit = 50 }: { limit?: number } = {}): Promise<OutboxMail[]> {
  return db.select().from(mail_outbox).orderBy(desc(mail_outbox.id)).limit(limit);
}
