"use client";

import { useMemo, useSyncExternalStore } from "react";
import { parseCompareIds } from "@/domain/site/compare";
import { readStoredCompareRaw, subscribeStoredCompare } from "@/features/compare/compare-store";

const serverSnapshot = () => undefined;

/** The device's compare ids, or null while hydrating (the server cannot know them). */
export function useCompareIds(): number[] | null {
  const raw = useSyncExternalStore(subscribeStoredCompare, readStoredCompareRaw, serverSnapshot);
  return useMemo(() => (raw === undefined ? null : parseCompareIds(raw)), [raw]);
}
