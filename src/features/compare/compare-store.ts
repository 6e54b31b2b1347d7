// The compare list on this device, with no React (the shell's plain scripts use it).
import { type CompareToggle, parseCompareIds, toggleCompare } from "@/domain/site/compare";
import { deviceListStore } from "@/features/compare/device-list-store";

const store = deviceListStore("compare");

/** Adds or removes the car on this device's compare list; a fifth is refused. */
export function toggleStoredCompare(id: number): CompareToggle {
  const result = toggleCompare(parseCompareIds(store.read()), id);
  if (result.outcome !== "full") store.write(result.list);
  return result;
}

/** Replaces the device's list (the compare page's address is what the shopper is looking at). */
export function replaceStoredCompare(ids: readonly number[]): void {
  store.write(ids);
}

/** The device's compare ids now. */
export function readStoredCompare(): number[] {
  return parseCompareIds(store.read());
}

/** Hears the compare list change in this tab. */
export const subscribeStoredCompareHere = store.subscribeHere;

/** Hears the compare list change in this tab and in others. */
export const subscribeStoredCompare = store.subscribe;
