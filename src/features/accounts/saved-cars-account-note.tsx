"use client";

import { useAccount } from "@/features/accounts/use-account";

/**
 * Whose saved cars these are, on sites with accounts. The saved-cars page is shared and
 * cached, so this is decided in the browser from GET /api/auth: until it answers, only the
 * device sentence; signed out, an invitation to sign in; signed in, that the list is the
 * account's and follows the shopper to every device.
 */
export function SavedCarsAccountNote({ deviceText, nounPlural }: { deviceText: string; nounPlural: string }) {
  const account = useAccount();
  if (account?.user) {
    return (
      <p className="mt-4 max-w-2xl text-muted" data-saved-cars-note="account">
        These are the {nounPlural} saved to your account ({account.user.email}): they are here on every device
        where you sign in.
      </p>
    );
  }
  return (
    <p className="mt-4 max-w-2xl text-muted" data-saved-cars-note={account ? "signed-out" : "loading"}>
      {deviceText}
      {account && (
        <>
          {" "}
          <a href="/sign-in" data-astro-prefetch="false" className="font-semibold text-brand-link underline">
            Sign in
          </a>{" "}
          to keep them on every device.
        </>
      )}
    </p>
  );
}
