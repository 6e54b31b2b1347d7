import "server-only";
import { eq } from "drizzle-orm";
import { dealershipInput } from "@/domain/console/onboarding";
import { pathId } from "@/server/console/console-ids";
import type { ConsoleContext } from "@/server/console/console-route";
import { requireFreeSlug, requireOnboarder } from "@/server/console/onboarding-rules";
import { dealer_groups, dealerships } from "@/server/db/schema/all";
import { issueFeedKey } from "@/server/feed/issue-feed-key";
import { AppError } from "@/server/http/app-error";

/**
 * POST /console/api/dealerships {name, slug, dealer_group_id, phone, email}: a new
 * dealership with its first inventory-feed key, which the answer shows this once (only its
 * hash is kept). A group admin can only name their own group (another group is 404, like
 * any id outside their scope); only an operator may leave the group out.
 */
export async function createConsoleDealership({ db, scope, json }: ConsoleContext<object>) {
  requireOnboarder(scope, "dealer");
  const input = dealershipInput.parse(await json());
  const { tenant } = scope;
  if (tenant.role === "group_admin" && input.dealer_group_id !== tenant.dealerGroupId) {
    throw new AppError("not_found", "No dealer group with that id.");
  }
  if (input.dealer_group_id !== null) {
    const [group] = await db
      .select({ id: dealer_groups.id })
      .from(dealer_groups)
      .where(eq(dealer_groups.id, input.dealer_group_id));
    if (!group) throw new AppError("not_found", "No dealer group with that id.");
  }
  await requireFreeSlug(db, dealerships, input.slug, "dealership");
  const [row] = await db
    .insert(dealerships)
    .values({ ...input, email: input.email ?? null })
    .returning();
  if (!row) throw new Error("the dealership just written");
  const feedKey = await issueFeedKey(db, row.slug);
  const { feed_key_hash: _hash, ...dealership } = row;
  return Response.json({ dealership, feed_key: feedKey }, { status: 201 });
}

/** POST /console/api/dealerships/{id}/feed-key: a new feed key, shown once; the old one stops working. */
export async function rotateConsoleFeedKey({ db, scope, params }: ConsoleContext<{ id: string }>) {
  requireOnboarder(scope, "dealer");
  const dealership = await scope.requireDealership(db, pathId(params.id, "dealership"));
  const feedKey = await issueFeedKey(db, dealership.slug);
  return Response.json({ feed_key: feedKey });
}
