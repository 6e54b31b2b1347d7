// POST /api/auth/unsubscribe?token= – stop alert emails in one click (RFC 8058), no sign-in needed
import { accountScope } from "@/domain/accounts/accounts";
import { requireAccounts } from "@/server/accounts/require-accounts";
import { unsubscribeAlerts } from "@/server/accounts/unsubscribe-alerts";
import { verifyUnsubscribeToken } from "@/server/accounts/unsubscribe-token";
import { AppError } from "@/server/http/app-error";
import { siteRoute } from "@/server/http/route-handler";

export const POST = siteRoute(
  async ({ site, db, request }) => {
    requireAccounts(site);
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const user_id = verifyUnsubscribeToken(token, accountScope(site));
    if (!user_id) throw new AppError("not_found", "This unsubscribe link is not valid.");
    // An account closed since the email was sent gets no more emails: the link is gone (404).
    if (!(await unsubscribeAlerts(db, { user_id, now: new Date() })))
      throw new AppError("not_found", "This unsubscribe link's account has been closed: it gets no emails.");
    // A mail client's one-click POST gets 200; the page's form gets its confirmation.
    if (request.headers.get("accept")?.includes("text/html")) {
      return new Response(null, { status: 303, headers: { location: "/unsubscribe?done=1" } });
    }
    return Response.json({ unsubscribed: true });
  },
  { maxBodyBytes: 1024 },
);
