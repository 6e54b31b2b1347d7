// GET /api/auth/my-data – the signed-in shopper's account data as a JSON download
import { exportShopperData } from "@/server/accounts/export-shopper-data";
import { requireShopper } from "@/server/accounts/get-shopper";
import { requireAccounts } from "@/server/accounts/require-accounts";
import { siteRoute } from "@/server/http/route-handler";

export const GET = siteRoute(async ({ site, db, request, params }) => {
  requireAccounts(site);
  const shopper = await requireShopper(db, { site, host: params.host, headers: request.headers });
  const data = await exportShopperData(db, { user_id: shopper.id });
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json",
      "content-disposition": 'attachment; filename="my-account-data.json"',
      "cache-control": "private, no-store",
    },
  });
});
