import { MAX_COMPARE } from "@/domain/site/compare";
import { MAX_RECENTLY_VIEWED } from "@/domain/site/recently-viewed";

/**
 * The two short lists a signed-in shopper's account keeps per site besides the saved cars:
 * the vehicles recently viewed (newest first) and the compare picks (in the order picked).
 * The device keeps the same lists; on sign-in the device's join the account's.
 */
export const CAR_LISTS = ["recently_viewed", "compare"] as const;
export type CarListName = (typeof CAR_LISTS)[number];

/** The most each list holds: the device's own bounds. */
export const CAR_LIST_LIMITS: Record<CarListName, number> = {
  recently_viewed: MAX_RECENTLY_VIEWED,
  compare: MAX_COMPARE,
};

/** Each id once, in order, at most `limit`. */
export function boundCarList(ids: readonly number[], limit: number): number[] {
  const kept: number[] = [];
  for (const id of ids) {
    if (kept.length === limit) break;
    if (!kept.includes(id)) kept.push(id);
  }
  return kept;
}

/**
 * The list after a device's joins the account's on sign-in. The device's come first: they
 * are what the shopper has just been doing (its views are the newest, its picks the ones on
 * screen); the account's follow while there is room.
 */
export function mergeCarList(
  list: CarListName,
  account: readonly number[],
  device: readonly number[],
): number[] {
  return boundCarList([...device, ...account], CAR_LIST_LIMITS[list]);
}
