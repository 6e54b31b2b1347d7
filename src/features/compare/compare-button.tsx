"use client";

import { useState } from "react";
import { COMPARE_FULL_MESSAGE, compareHref, MAX_COMPARE } from "@/domain/site/compare";
import { toggleStoredCompare } from "@/features/compare/compare-store";
import { useCompareIds } from "@/features/compare/use-compare-ids";

/**
 * "Compare": puts the vehicle on (or takes it off) this device's compare list, up to four.
 * A toggle button (aria-pressed) named after the vehicle; what happened is said in a status
 * line with the way to the comparison, and a fifth pick is refused there in words.
 */
export function CompareButton({
  id,
  name,
  className = "",
}: {
  id: number;
  name: string;
  className?: string;
}) {
  const ids = useCompareIds();
  // The message belongs to the list it was said about: another button's change hides it, so
  // only the latest pick's message (and its link) shows.
  const [said, setSaid] = useState<{ text: string; list: string } | null>(null);
  const chosen = ids?.includes(id) ?? false;
  const count = ids?.length ?? 0;
  const message = said !== null && said.list === (ids ?? []).join(",") ? said.text : null;
  return (
    <div className={`relative ${className}`}>
      <button
        type="button"
        aria-pressed={chosen}
        aria-label={`Compare ${name}`}
        data-compare-id={id}
        disabled={ids === null}
        onClick={() => {
          const { outcome, list } = toggleStoredCompare(id);
          setSaid({
            list: list.join(","),
            text:
              outcome === "full"
                ? COMPARE_FULL_MESSAGE
                : outcome === "added"
                  ? `Added to compare (${list.length} of ${MAX_COMPARE}).`
                  : "Removed from compare.",
          });
        }}
        className="inline-flex min-h-8 items-center gap-1.5 rounded-full bg-white/95 px-3 text-xs font-bold text-ink shadow ring-1 ring-black/10 hover:text-brand-link disabled:opacity-100 aria-pressed:bg-brand aria-pressed:text-brand-ink"
      >
        <span aria-hidden="true">{chosen ? "✓" : "+"}</span>
        Compare
      </button>
      <div role="status" className="contents">
        {message !== null && (
          <p className="absolute left-0 top-full z-20 mt-1 w-56 rounded-md bg-ink p-2 text-xs text-white shadow-lg">
            {message}{" "}
            {count > 0 && (
              <a href={compareHref(ids ?? [])} className="font-bold underline">
                See comparison ({count})
              </a>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
