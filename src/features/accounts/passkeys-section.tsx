"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import {
  addPasskey,
  browserHasPasskeys,
  fetchPasskeys,
  type PasskeyView,
  removePasskey,
} from "@/features/accounts/passkeys-client";

function addedOn(iso: string): string {
  return new Date(iso).toLocaleDateString(document.documentElement.lang || undefined, {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
}

/**
 * The account's passkeys on /account: each one's name and when it was added, a Remove
 * button, and (when the browser supports them) a way to add one. Every outcome is said in
 * the section's live region.
 */
export function PasskeysSection() {
  const id = useId();
  const [passkeys, setPasskeys] = useState<PasskeyView[] | null | undefined>(undefined);
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const refresh = useCallback(async () => setPasskeys(await fetchPasskeys().catch(() => null)), []);
  useEffect(() => {
    setSupported(browserHasPasskeys());
    void refresh();
  }, [refresh]);
  return (
    <section className="card p-6" aria-labelledby={`${id}-title`} data-passkeys>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-xl font-bold">
        Passkeys
      </h2>
      <p className="mt-2">
        A passkey signs you in with your fingerprint, face or device PIN instead of an emailed link. It works
        on this site only.
      </p>
      {passkeys === undefined && <p className="mt-4 text-muted">Loading your passkeys…</p>}
      {passkeys === null && (
        <p className="mt-4">We could not load your passkeys. Reload the page to try again.</p>
      )}
      {passkeys && passkeys.length === 0 && <p className="mt-4">You have not added a passkey.</p>}
      {passkeys && passkeys.length > 0 && (
        <ul className="mt-4 grid gap-3">
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-line p-3"
              data-passkey
            >
              <div>
                <p className="font-semibold">{passkey.name}</p>
                <p className="text-sm text-muted">
                  Added {addedOn(passkey.created_at)}
                  {passkey.synced ? " · synced between your devices" : ""}
                </p>
              </div>
              <button
                type="button"
                className="btn-outline"
                disabled={busy}
                onClick={async () => {
                  setBusy(true);
                  const removed = await removePasskey(passkey.id);
                  await refresh();
                  setBusy(false);
                  setMessage(
                    removed
                      ? { text: `Passkey removed: ${passkey.name}.`, error: false }
                      : { text: "We could not remove the passkey. Please try again.", error: true },
                  );
                  // The button is gone once removed: focus returns to the section.
                  if (removed) heading.current?.focus();
                }}
              >
                Remove<span className="sr-only"> passkey {passkey.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form
          className="mt-4 grid gap-3"
          onSubmit={async (event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const name = String(new FormData(form).get("name") ?? "").trim();
            setBusy(true);
            setMessage(null);
            const outcome = await addPasskey(name);
            await refresh();
            setBusy(false);
            if (outcome.ok) {
              form.reset();
              setMessage({
                text: "Passkey added. Next time, choose “Sign in with a passkey”.",
                error: false,
              });
            } else {
              setMessage({ text: outcome.message, error: true });
            }
          }}
        >
          <div className="grid gap-1">
            <label htmlFor={`${id}-name`} className="font-semibold">
              Name for a new passkey (optional)
            </label>
            <input
              id={`${id}-name`}
              name="name"
              type="text"
              maxLength={60}
              autoComplete="off"
              placeholder="e.g. My phone"
              className="max-w-sm rounded-md border border-line px-3 py-2"
            />
          </div>
          <button type="submit" className="btn-brand justify-self-start" disabled={busy}>
            {busy ? "Waiting for your device…" : "Add a passkey"}
          </button>
        </form>
      ) : (
        <p className="mt-4 text-muted">
          This browser cannot use passkeys; you can add one from another browser.
        </p>
      )}
      <p
        aria-live="polite"
        className={`mt-3 text-sm font-semibold ${message?.error ? "text-red-700" : ""}`}
        data-passkeys-status
      >
        {message?.text}
      </p>
    </section>
  );
}
