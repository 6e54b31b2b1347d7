import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { env } from "@/env";
import { MailOutbox } from "@/features/platform/mail-outbox";
import { getDb } from "@/server/db/client";
import { isLocalRequest } from "@/server/http/client-ip";
import { listOutboxMail, OUTBOX_SEARCH_MAX } from "@/server/leads/list-outbox-mail";

export const metadata: Metadata = { title: "Mail outbox – Forecourt", robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * The local mail outbox (installs without SMTP). It holds shoppers' names and numbers, so it
 * answers only to a browser on the machine the platform runs on; anyone else gets a 404.
 * `?q=` keeps the mails whose recipient, subject or text contains the words.
 */
export default async function MailOutboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!isLocalRequest({ headers: await headers() })) notFound();
  const smtp = Boolean(env().SMTP_URL);
  const q = (await searchParams).q;
  const search = (typeof q === "string" ? q : "").trim().slice(0, OUTBOX_SEARCH_MAX);
  const mails = smtp ? [] : await listOutboxMail(await getDb(), { search });
  return <MailOutbox mails={mails} smtp={smtp} search={search} />;
}
