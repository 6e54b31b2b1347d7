"use client";
import { useEffect, useState } from "react";
import { consoleApi } from "@/features/console/console-api";
import {
  AcceptInvitationView,
  type AcceptState,
  type SignInState,
  SignInView,
} from "@/features/console/console-app-view";
import { browserHasPasskeys, staffSignInWithPasskey } from "@/features/console/staff-passkeys-client";

// Before the console: accepting a staff invitation, and signing in (an emailed link or a
// passkey). Their state and API calls; the markup is console-app-view.tsx's.

export function AcceptInvitation({ token, onAccepted }: { token: string; onAccepted(): Promise<void> }) {
  const [state, setState] = useState<AcceptState>({ kind: "idle" });
  async function accept() {
    setState({ kind: "sending" });
    const answer = await consoleApi("auth/invitation/accept", { method: "POST", body: { token } });
    if (answer.ok) await onAccepted();
    else setState({ kind: "error", message: answer.error.message });
  }
  return <AcceptInvitationView state={state} onAccept={accept} />;
}

export function SignIn({ error, onSignedIn }: { error: boolean; onSignedIn(): Promise<void> }) {
  const [passkeys, setPasskeys] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  useEffect(() => setPasskeys(browserHasPasskeys()), []);
  async function withPasskey() {
    setPasskeyError(null);
    const refused = await staffSignInWithPasskey();
    if (refused) setPasskeyError(refused);
    else await onSignedIn();
  }
  const [email, setEmail] = useState("");
  const [state, setState] = useState<SignInState>({ kind: "idle" });
  async function submit() {
    setState({ kind: "sending" });
    const answer = await consoleApi("auth/sign-in/magic-link", { method: "POST", body: { email } });
    if (answer.ok) setState({ kind: "sent" });
    else setState({ kind: "error", message: answer.error.fields.email ?? answer.error.message });
  }
  return (
    <SignInView
      linkError={error}
      email={email}
      state={state}
      passkeys={passkeys}
      passkeyError={passkeyError}
      onEmail={setEmail}
      onSubmit={submit}
      onPasskey={withPasskey}
    />
  );
}
