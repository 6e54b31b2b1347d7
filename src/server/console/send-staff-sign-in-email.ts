import "server-only";
import { eq } from "drizzle-orm";
import { SIGN_IN_LINK_MINUTES } from "@/domain/accounts/accounts";
import type { Db } from "@/server/db/client";
import { staff_users } from "@/server/db/schema/all";
import { createDeliveryTransport } from "@/server/leads/create-delivery-transport";

/**
 * A console sign-in link, sent the way the platform sends all mail (SMTP, or the outbox at
 * /mail), while the member of staff waits. Only an address with a staff row gets one.
 */
export async function sendStaffSignInEmail(db: Db, { email, url }: { email: string; url: string }) {
  const [staff] = await db
    .select({ id: staff_users.id })
    .from(staff_users)
    .where(eq(staff_users.email, email.toLowerCase()))
    .limit(1);
  if (!staff) return;
  await createDeliveryTransport(db).sendMail({
    to: [email],
    subject: "Sign in to the Forecourt console",
    text: [
      "Hello,",
      "",
      "Use this link to sign in to the Forecourt dealer console:",
      "",
      url,
      "",
      `It works once, for ${SIGN_IN_LINK_MINUTES} minutes. If you did not ask to sign in, you can ignore this email.`,
    ].join("\n"),
  });
}
