"use client";

import { useEffect, useId, useState } from "react";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { browserHasPasskeys, signInWithPasskey } from "@/features/accounts/passkeys-client";
import { track } from "@/features/analytics/track";

type Status =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent"; email: string }
  | { kind: "error"; message: string };

/**
 * Passwordless sign-in: the shopper gives an address and gets a link by email. Showing the
 * form sends event 35 (login popup) and asking for the link sends 36 (request code). A
 * shopper who added a passkey can sign in with it instead (offered only when the browser
 * can); it lands where the link lands (`landing`, the saved cars, marked signed_in), so the
 * header's account island sends the same login event 37 as for the link.
 */
export function SignInForm({ landing }: { landing: string }) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const id = useId();
  useEffect(() => {
    track(EVENT_IDS.login_popup);
  }, []);
  if (status.kind === "sent") {
    return (
      <div className="card mt-6 p-6" role="status">
        <h2 className="text-xl font-bold">Check your email</h2>
        <p className="mt-2">
          We sent a sign-in link to <strong>{status.email}</strong>. It works once, for 15 minutes.
        </p>
      </div>
    );
  }
  return (
    <>
      <form
        className="card mt-6 grid max-w-md gap-4 p-6"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
          setStatus({ kind: "sending" });
          track(EVENT_IDS.request_code);
          try {
            const response = await fetch("/api/auth/sign-in/magic-link", {
              method: "POST",
              headers: { "content-type": "application/json", accept: "application/json" },
              body: JSON.stringify({ email }),
            });
            if (response.ok) {
              setStatus({ kind: "sent", email });
              return;
            }
            const body = (await response.json().catch(() => null)) as {
              error?: { message?: string; fields?: Record<string, string> };
            } | null;
            setStatus({
              kind: "error",
              message:
                body?.error?.fields?.email ??
                body?.error?.message ??
                "We could not send the link. Please try again.",
            });
          } catch {
            setStatus({
              kind: "error",
              message: "We could not send the link. Check your connection and try again.",
            });
          }
        }}
      >
        <div className="grid gap-1">
          <label htmlFor={`${id}-email`} className="font-semibold">
            Email address
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            aria-invalid={status.kind === "error"}
            aria-describedby={status.kind === "error" ? `${id}-error` : undefined}
            className="rounded-md border border-line px-3 py-2"
          />
          {status.kind === "error" && (
            <p id={`${id}-error`} className="text-sm font-semibold text-red-700" role="alert">
              {status.message}
            </p>
          )}
        </div>
        <button type="submit" className="btn-brand justify-self-start" disabled={status.kind === "sending"}>
          {status.kind === "sending" ? "Sending…" : "Email me a sign-in link"}
        </button>
      </form>
      <PasskeySignIn landing={landing} />
    </>
  );
}

/** "Sign in with a passkey", rendered once the browser is known to support WebAuthn. */
function PasskeySignIn({ landing }: { landing: string }) {
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setSupported(browserHasPasskeys()), []);
  if (!supported) return null;
  return (
    <div className="card mt-4 grid max-w-md gap-3 p-6" data-passkey-sign-in>
      <p>Added a passkey to your account? Use it instead of an email.</p>
      <button
        type="button"
        className="btn-outline justify-self-start"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          const outcome = await signInWithPasskey();
          if (outcome.ok) {
            window.location.assign(`${landing}${landing.includes("?") ? "&" : "?"}signed_in=1`);
            return;
          }
          setBusy(false);
          setError(outcome.message);
        }}
      >
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </button>
      <p aria-live="polite" className="text-sm font-semibold text-red-700">
        {error}
      </p>
    </div>
  );
}
