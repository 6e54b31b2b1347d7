"use client";

import { useState } from "react";
import { useAccount } from "@/features/accounts/use-account";

/**
 * "Save this search" on search pages of sites with accounts: signed in, the current search
 * (path and query) is saved for alert emails; signed out, a link to sign in first. Rendered
 * in the browser only, so the shared search page says nothing about who is looking.
 */
export function SaveSearchButton() {
  const account = useAccount();
  const [status, setStatus] = useState<"idle" | "saving" | "saved" | "error">("idle");
  if (account === undefined) return null;
  if (!account.user) {
    return (
      <p className="mt-3 text-sm">
        {/* A plain link (an island has no router); kept out of prefetching, as `prefetch={false}` was. */}
        <a href="/sign-in" data-astro-prefetch="false" className="font-semibold text-brand-link underline">
          Sign in to save this search
        </a>{" "}
        and get an email when matching cars arrive.
      </p>
    );
  }
  return (
    <div className="mt-3 flex items-center gap-3">
      <button
        type="button"
        className="btn-outline"
        disabled={status === "saving" || status === "saved"}
        onClick={async () => {
          setStatus("saving");
          const response = await fetch("/api/auth/saved-searches", {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json" },
            body: JSON.stringify({ path: `${window.location.pathname}${window.location.search}` }),
          }).catch(() => null);
          setStatus(response?.ok ? "saved" : "error");
        }}
      >
        {status === "saved" ? "Search saved" : "Save this search"}
      </button>
      <span aria-live="polite" className="text-sm">
        {status === "saved" && "We will email you when matching cars arrive or saved cars drop in price."}
        {status === "error" && "We could not save this search. Please try again."}
      </span>
    </div>
  );
}
