import "server-only";
import { SIGN_IN_LINK_MINUTES } from "@/domain/accounts/accounts";
import type { Db } from "@/server/db/client";
import { createDeliveryTransport } from "@/server/leads/create-delivery-transport";
import type { Site } from "@/server/sites/site";

/**
 * The sign-in link, sent the way the platform sends all mail (SMTP when SMTP_URL is set,
 * otherwise the local outbox). It is sent while the shopper waits, not queued: a link that
 * arrives after it expires is no use, and a failure is reported to them at once.
 */
export async function sendSignInEmail(
  db: Db,
  { site, email, url }: { site: Site; email: string; url: string },
) {
  await createDeliveryTransport(db).sendMail({
    to: [email],
    subject: `Sign in to ${site.name}`,
    text: [
      `Hello,`,
      ``,
      `Use this link to sign in to ${site.name}:`,
      ``,
      url,
      ``,
      `It works once, for ${SIGN_IN_LINK_MINUTES} minutes. If you did not ask to sign in, you can ignore this email.`,
    ].join("\n"),
  });
}
