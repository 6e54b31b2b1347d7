// GET|POST /api/auth/car-lists – the signed-in shopper's recently viewed vehicles and compare picks on this site; the device's lists join them on sign-in (merge) or replace them after
import { z } from "zod";
import { CAR_LIST_LIMITS } from "@/domain/accounts/car-lists";
import { idSchema } from "@/domain/input/id-param";
import { listCarLists, storeCarLists } from "@/server/accounts/car-lists";
import { requireShopper } from "@/server/accounts/get-shopper";
import { requireAccounts } from "@/server/accounts/require-accounts";
import { requireJsonFromSameSite } from "@/server/http/require-json-from-same-site";
import { siteRoute } from "@/server/http/route-handler";

const PRIVATE = { "cache-control": "private, no-store" };

const body = z.object({
  mode: z.enum(["merge", "replace"]),
  recently_viewed: z.array(idSchema).max(CAR_LIST_LIMITS.recently_viewed).optional(),
  compare: z.array(idSchema).max(CAR_LIST_LIMITS.compare).optional(),
});

export const GET = siteRoute(async ({ site, db, request, params }) => {
  requireAccounts(site);
  const shopper = await requireShopper(db, { site, host: params.host, headers: request.headers });
  return Response.json(await listCarLists(db, { site, user_id: shopper.id }), { headers: PRIVATE });
});

export const POST = siteRoute(
  async ({ site, db, request, params, json }) => {
    requireAccounts(site);
    requireJsonFromSameSite(request, params.host);
    const shopper = await requireShopper(db, { site, host: params.host, headers: request.headers });
    const { mode, ...lists } = body.parse(await json());
    await storeCarLists(db, { site, user_id: shopper.id, lists, mode });
    return Response.json(await listCarLists(db, { site, user_id: shopper.id }), { headers: PRIVATE });
  },
  { maxBodyBytes: 1024 },
);
