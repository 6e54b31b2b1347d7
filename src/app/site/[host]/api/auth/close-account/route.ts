// POST /api/auth/close-account – delete the signed-in shopper's account (leads stay with the dealer)
import { deleteShopperAccount } from "@/server/accounts/delete-shopper-account";
import { requireShopper } from "@/server/accounts/get-shopper";
import { requireAccounts } from "@/server/accounts/require-accounts";
import { requireJsonFromSameSite } from "@/server/http/require-json-from-same-site";
import { siteRoute } from "@/server/http/route-handler";

export const POST = siteRoute(
  async ({ site, db, request, params }) => {
    requireAccounts(site);
    requireJsonFromSameSite(request, params.host);
    const shopper = await requireShopper(db, { site, host: params.host, headers: request.headers });
    await deleteShopperAccount(db, { user_id: shopper.id });
    return Response.json({ deleted: true }, { headers: { "cache-control": "private, no-store" } });
  },
  { maxBodyBytes: 1024 },
);
