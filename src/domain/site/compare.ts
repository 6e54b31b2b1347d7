/**
 * Compare: a shopper picks up to four vehicles to see side by side. The device keeps the
 * chosen ids (localStorage); the compare page takes them in its address
 * (/compare?ids=12,40,7), so a comparison can be shared and the server renders it.
 */

/** At most this many vehicles are compared at once. */
export const MAX_COMPARE = 4;

/** Said when a fifth vehicle is picked; the pick is refused. */
export const COMPARE_FULL_MESSAGE = `You can compare up to ${MAX_COMPARE} vehicles. Remove one to add another.`;

/** The compare page's path. */
const COMPARE_PATH = "/compare";

// An address longer than this is not read (four ids fit many times over).
const MAX_IDS_PARAM_LENGTH = 200;

function validId(value: unknown): number | null {
  if (typeof value === "number" && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === "string" && /^\d{1,15}$/.test(value.trim())) {
    const n = Number(value.trim());
    return n > 0 && Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

function firstDistinct(values: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (const value of values) {
    const id = validId(value);
    if (id !== null && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_COMPARE) break;
  }
  return ids;
}

/**
 * The ids of `?ids=1,2,3`: positive whole numbers, repeats dropped, the first four kept;
 * anything else (letters, an overlong value) is ignored rather than failing the page.
 */
export function compareIdsFromQuery(value: string | readonly string[] | undefined): number[] {
  const raw = Array.isArray(value) ? value.join(",") : typeof value === "string" ? value : "";
  if (raw.length === 0 || raw.length > MAX_IDS_PARAM_LENGTH) return [];
  return firstDistinct(raw.split(","));
}

/** What the device stored; unreadable storage yields []. */
export function parseCompareIds(json: string | null | undefined): number[] {
  if (!json) return [];
  try {
    const data: unknown = JSON.parse(json);
    return Array.isArray(data) ? firstDistinct(data) : [];
  } catch {
    return [];
  }
}

export type CompareToggle = { list: number[]; outcome: "added" | "removed" | "full" };

/** Adds or removes the car; a fifth car is refused ("full") and the list is unchanged. */
export function toggleCompare(list: readonly number[], id: number): CompareToggle {
  if (list.includes(id)) return { list: list.filter((x) => x !== id), outcome: "removed" };
  if (list.length >= MAX_COMPARE) return { list: [...list], outcome: "full" };
  return { list: [...list, id], outcome: "added" };
}

/**
 * Where a comparison's Remove link leads: the comparison without that vehicle. With none left
 * it is the page with an empty list (`/compare?ids=`), not the bare page: an address with ids
 * is what the shopper is looking at, so the page empties the device's list too, where the bare
 * page would open the device's list again (the removed car with it, had no script run on the
 * click).
 */
export function compareWithout(shown: readonly number[], id: number): string {
  const rest = shown.filter((x) => x !== id);
  return rest.length === 0 ? `${COMPARE_PATH}?ids=` : compareHref(rest);
}

/** What the compare page does with the device's list once it has loaded. */
export type CompareSync =
  | { action: "keep" }
  | { action: "store"; ids: number[] }
  | { action: "open"; href: string };

/**
 * The compare page and the device's list agree: an address with ids (even none, `?ids=`) is
 * what the shopper is looking at, so the vehicles it shows become the device's list (a shared
 * link too); the bare `/compare` opens the device's list when it has one.
 */
export function compareSync(
  page: { idsGiven: boolean; shown: readonly number[] },
  stored: readonly number[],
): CompareSync {
  if (page.idsGiven) {
    const shown = firstDistinct(page.shown);
    return shown.join(",") === stored.join(",") ? { action: "keep" } : { action: "store", ids: shown };
  }
  return stored.length > 0 ? { action: "open", href: compareHref(stored) } : { action: "keep" };
}

/** The compare page's address for these ids (the bare page when there are none). */
export function compareHref(ids: readonly number[]): string {
  const kept = firstDistinct(ids);
  return kept.length === 0 ? COMPARE_PATH : `${COMPARE_PATH}?ids=${kept.join(",")}`;
}
