"use client";

import { useEffect } from "react";
import { compareHref } from "@/domain/site/compare";
import { removeStoredCompare, replaceStoredCompare, useCompareIds } from "@/features/compare/compare-store";

/**
 * Keeps the device's compare list and the page's address together: an address with ids is
 * what the shopper is looking at (a shared link becomes this device's list); a bare /compare
 * opens the device's list when it has one.
 */
export function CompareSync({ ids }: { ids: readonly number[] }) {
  const stored = useCompareIds();
  const key = ids.join(",");
  const storedKey = stored?.join(",") ?? null;
  useEffect(() => {
    if (storedKey === null) return;
    if (key !== "") {
      if (storedKey !== key) replaceStoredCompare(key.split(",").map(Number));
    } else if (storedKey !== "") {
      window.location.replace(compareHref(storedKey.split(",").map(Number)));
    }
  }, [key, storedKey]);
  return null;
}

/** A link to the comparison without this vehicle, which also takes it off the device's list. */
export function RemoveFromCompare({ id, href, name }: { id: number; href: string; name: string }) {
  return (
    <a
      href={href}
      onClick={() => removeStoredCompare(id)}
      className="mt-2 inline-flex min-h-8 items-center text-sm font-semibold text-brand-link underline"
    >
      Remove<span className="sr-only"> {name} from the comparison</span>
    </a>
  );
}
