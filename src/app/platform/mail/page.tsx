import type { Metadata } from "next";
import { env } from "../../../env";
import { MailOutbox } from "../../../features/platform/mail-outbox";
import { getDb } from "../../../server/db/client";
import { listOutboxMail } from "../../../server/leads/list-outbox-mail";

export const metadata: Metadata = { title: "Mail outbox – Forecourt", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function MailOutboxPage() {
  const smtp = Boolean(env().SMTP_URL);
  const mails = smtp ? [] : await listOutboxMail(await getDb());
  return <MailOutbox mails={mails} smtp={smtp} />;
}
