"use client";

import { useEffect, useId, useRef, useState } from "react";
import { describeSavedSearch } from "@/domain/accounts/describe-saved-search";

interface SavedSearchView {
  id: number;
  path: string;
  saved_at: string;
}

async function fetchSavedSearches(): Promise<SavedSearchView[] | null> {
  const response = await fetch("/api/auth/saved-searches", {
    headers: { accept: "application/json" },
    cache: "no-store",
  }).catch(() => null);
  if (!response?.ok) return null;
  return ((await response.json()) as { saved_searches: SavedSearchView[] }).saved_searches;
}

/**
 * The searches the shopper saved on this site (for alert emails), each a link back to the
 * search page with its filters and a Remove button; a removal is announced in the live
 * region and focus returns to the section's heading (the button is gone).
 */
export function SavedSearchesSection({ searchPath }: { searchPath: string }) {
  const id = useId();
  const [searches, setSearches] = useState<SavedSearchView[] | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void fetchSavedSearches().then(setSearches);
  }, []);
  return (
    <section className="card p-6" aria-labelledby={`${id}-title`} data-saved-searches>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-xl font-bold">
        Saved searches
      </h2>
      <p className="mt-2">We email you when cars matching these searches arrive.</p>
      {searches === undefined && <p className="mt-4 text-muted">Loading your saved searches…</p>}
      {searches === null && (
        <p className="mt-4">We could not load your saved searches. Reload the page to try again.</p>
      )}
      {searches && searches.length === 0 && (
        <p className="mt-4">
          You have no saved searches.{" "}
          <a href={searchPath} className="font-semibold text-brand-link underline">
            Search our stock
          </a>{" "}
          and choose “Save this search”.
        </p>
      )}
      {searches && searches.length > 0 && (
        <ul className="mt-4 grid gap-3">
          {searches.map((search) => {
            const label = describeSavedSearch(search.path);
            return (
              <li
                key={search.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-line p-3"
                data-saved-search={search.id}
              >
                {/* A plain link (an island has no router); kept out of prefetching, as `prefetch={false}` was. */}
                <a
                  href={search.path}
                  data-astro-prefetch="false"
                  className="font-semibold text-brand-link underline"
                >
                  {label}
                </a>
                <button
                  type="button"
                  className="btn-outline"
                  disabled={busy}
                  onClick={async () => {
                    setBusy(true);
                    const response = await fetch("/api/auth/saved-searches/remove", {
                      method: "POST",
                      headers: { "content-type": "application/json", accept: "application/json" },
                      body: JSON.stringify({ id: search.id }),
                    }).catch(() => null);
                    if (response?.ok) {
                      setSearches(
                        ((await response.json()) as { saved_searches: SavedSearchView[] }).saved_searches,
                      );
                      setMessage({ text: `Saved search removed: ${label}.`, error: false });
                      // The button is gone: focus returns to the section.
                      heading.current?.focus();
                    } else {
                      setMessage({
                        text: "We could not remove the saved search. Please try again.",
                        error: true,
                      });
                    }
                    setBusy(false);
                  }}
                >
                  Remove<span className="sr-only"> saved search {label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p
        aria-live="polite"
        className={`mt-3 text-sm font-semibold ${message?.error ? "text-red-700" : ""}`}
        data-saved-searches-status
      >
        {message?.text}
      </p>
    </section>
  );
}
