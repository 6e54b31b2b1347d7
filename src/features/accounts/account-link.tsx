"use client";

import { useEffect } from "react";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { useAccount } from "@/features/accounts/use-account";
import { track } from "@/features/analytics/track";

/**
 * The header's sign-in area (on sites with accounts). The server renders "Sign in"
 * for everyone, so the page stays shareable and cacheable; once GET /api/auth answers, a
 * signed-in shopper sees "My account" instead. Arriving from an emailed link (the link's
 * landing address carries signed_in), it sends the login events and tidies the address.
 */
export function AccountLink({ className = "" }: { className?: string }) {
  const account = useAccount();
  const signedIn = Boolean(account?.user);
  useEffect(() => {
    if (!signedIn) return;
    const url = new URL(window.location.href);
    const arrival = url.searchParams.get("signed_in");
    if (!arrival) return;
    track(EVENT_IDS.submit_code);
    if (arrival === "new") track(EVENT_IDS.complete_registration);
    url.searchParams.delete("signed_in");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, [signedIn]);
  return (
    // A plain link (a full page load), never prefetched: the account pages are per shopper.
    <a
      href={signedIn ? "/account" : "/sign-in"}
      className={className}
      data-account-link={account === undefined ? "loading" : signedIn ? "signed-in" : "signed-out"}
    >
      {signedIn ? "My account" : "Sign in"}
    </a>
  );
}
