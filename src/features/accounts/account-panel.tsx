"use client";

import { useId, useState } from "react";
import { closeAccount, signOut } from "@/features/accounts/account-store";
import { CarListsSection } from "@/features/accounts/car-lists-section";
import { PasskeysSection } from "@/features/accounts/passkeys-section";
import { SavedSearchesSection } from "@/features/accounts/saved-searches-section";
import { useAccount } from "@/features/accounts/use-account";

/**
 * The shopper's own page: who is signed in, their saved cars, recently viewed and compare
 * lists, saved searches and passkeys,
 * and their rights (download the data, delete the account). Rendered in the browser from GET /api/auth; the server page
 * around it holds nothing personal.
 */
export function AccountPanel({
  savedCarsPath,
  searchPath,
  vehicleBasePath,
}: {
  savedCarsPath: string;
  searchPath: string;
  vehicleBasePath: string;
}) {
  const account = useAccount();
  const [confirm, setConfirm] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const id = useId();
  if (account === undefined) {
    return (
      <p className="mt-6 text-muted" aria-live="polite">
        Loading your account…
      </p>
    );
  }
  if (!account.user) {
    return (
      <div className="card mt-6 p-6" aria-live="polite">
        <p>{message ?? "You are not signed in."}</p>
        <a href="/sign-in" className="btn-brand mt-4">
          Sign in
        </a>
      </div>
    );
  }
  const { user, watchlist } = account;
  return (
    <div className="mt-6 grid max-w-2xl gap-6">
      <section className="card p-6" aria-labelledby={`${id}-who`}>
        <h2 id={`${id}-who`} className="text-xl font-bold">
          Signed in
        </h2>
        <p className="mt-2">
          You are signed in as <strong data-account-email>{user.email}</strong>.
        </p>
        <p className="mt-2">
          <a href={savedCarsPath} className="font-semibold text-brand-link underline">
            Your saved cars ({watchlist.length})
          </a>
        </p>
        <button
          type="button"
          className="btn-outline mt-4"
          onClick={async () => {
            await signOut();
            setMessage("You have signed out.");
          }}
        >
          Sign out
        </button>
      </section>
      <CarListsSection lists={account.car_lists} basePath={vehicleBasePath} />
      <SavedSearchesSection searchPath={searchPath} />
      <PasskeysSection />
      <section className="card p-6" aria-labelledby={`${id}-data`}>
        <h2 id={`${id}-data`} className="text-xl font-bold">
          Your data
        </h2>
        <p className="mt-2">
          Your account holds your email address, your sign-in sessions, your passkeys, your saved cars, your
          saved searches and your recently viewed and compare lists. You can download all of it as a JSON
          file.
        </p>
        <a href="/api/auth/my-data" download className="btn-outline mt-4">
          Download my data
        </a>
      </section>
      <section className="card p-6" aria-labelledby={`${id}-delete`}>
        <h2 id={`${id}-delete`} className="text-xl font-bold">
          Delete my account
        </h2>
        <p className="mt-2">
          Deleting your account removes your sign-in, your passkeys, your saved cars, your saved searches and
          your recently viewed and compare lists at once. Enquiries you sent stay with the dealer who received
          them, as the law allows them to keep their customer records; ask the dealer directly if you want
          those removed.
        </p>
        <label className="mt-4 flex items-center gap-2">
          <input type="checkbox" checked={confirm} onChange={(event) => setConfirm(event.target.checked)} />I
          understand this cannot be undone
        </label>
        <button
          type="button"
          className="btn-brand mt-4"
          disabled={!confirm}
          onClick={async () => {
            const done = await closeAccount();
            setMessage(
              done ? "Your account has been deleted." : "We could not delete your account. Please try again.",
            );
          }}
        >
          Delete my account
        </button>
      </section>
    </div>
  );
}
