import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { env } from "@/env";
import { MailOutbox } from "@/features/platform/mail-outbox";
import { getDb } from "@/server/db/client";
import { isLocalRequest } from "@/server/http/client-ip";
import { listOutboxMail } from "@/server/leads/list-outbox-mail";

export const metadata: Metadata = { title: "Mail outbox – Forecourt", robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * The local mail outbox (installs without SMTP). It holds shoppers' names and numbers, so it
 * answers only to a browser on the machine the platform runs on; anyone else gets a 404.
 */
export default async function MailOutboxPage() {
  if (!isLocalRequest({ headers: await headers() })) notFound();
  const smtp = Boolean(env().SMTP_URL);
  const mails = smtp ? [] : await listOutboxMail(await getDb());
  return <MailOutbox mails={mails} smtp={smtp} />;
}
