"use client";

import { useMemo, useSyncExternalStore } from "react";
import { type CompareToggle, parseCompareIds, toggleCompare } from "@/domain/site/compare";
import { deviceListStore } from "@/features/compare/device-list-store";

const store = deviceListStore("compare");
const serverSnapshot = () => undefined;

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

/** The device's compare ids, or null while hydrating (the server cannot know them). */
export function useCompareIds(): number[] | null {
  const raw = useSyncExternalStore(store.subscribe, store.read, serverSnapshot);
  return useMemo(() => (raw === undefined ? null : parseCompareIds(raw)), [raw]);
}
