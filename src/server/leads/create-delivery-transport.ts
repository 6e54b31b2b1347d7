import "server-only";
import nodemailer from "nodemailer";
import { env } from "@/env";
import type { Db } from "@/server/db/client";
import { mail_outbox } from "@/server/db/schema/all";
import { formatBytes } from "@/server/http/read-body";
import type { DeliveryTransport } from "@/server/leads/delivery-transport";

/** A webhook that does not answer within this is a failed attempt (retried later). */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The production transport: mail through SMTP when SMTP_URL is set, otherwise into the
 * local mail outbox (viewable at /mail on the platform host), and webhooks with fetch.
 * A webhook succeeds only on a 2xx answer.
 */
export function createDeliveryTransport(db: Db): DeliveryTransport {
  const { SMTP_URL, MAIL_FROM } = env();
  const smtp = SMTP_URL ? nodemailer.createTransport(SMTP_URL) : null;
  return {
    async sendMail(message) {
      if (smtp) {
        await smtp.sendMail({
          from: MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          attachments: message.attachments,
          headers: message.headers,
        });
        return;
      }
      await db.insert(mail_outbox).values({
        to: message.to.join(", "),
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        headers: message.headers ?? {},
        // The outbox keeps generated documents whole; an uploaded file stays with the lead.
        attachments: (message.attachments ?? []).map((attachment) =>
          "content" in attachment
            ? { filename: attachment.filename, content: attachment.content }
            : {
                filename: attachment.filename,
                content: `(${attachment.contentType}, ${formatBytes(attachment.size)}: the shopper's upload, kept with the lead)`,
              },
        ),
      });
    },
    async postWebhook({ url, body, headers }) {
      const response = await fetch(url, {
        method: "POST",
        body,
        headers: { "content-type": "application/json", ...headers },
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        redirect: "error",
      });
      await response.body?.cancel().catch(() => {});
      if (!response.ok) throw new Error(`Webhook answered ${response.status} ${response.statusText}`.trim());
    },
  };
}
