// GET /api/auth/passkeys – the signed-in shopper's passkeys (name, added, synced; no key material)
import { requireShopper } from "@/server/accounts/get-shopper";
import { listPasskeys } from "@/server/accounts/list-passkeys";
import { requireAccounts } from "@/server/accounts/require-accounts";
import { siteRoute } from "@/server/http/route-handler";

export const GET = siteRoute(async ({ site, db, request, params }) => {
  requireAccounts(site);
  const shopper = await requireShopper(db, { site, host: params.host, headers: request.headers });
  const passkeys = await listPasskeys(db, { user_id: shopper.id });
  return Response.json({ passkeys }, { headers: { "cache-control": "private, no-store" } });
});
