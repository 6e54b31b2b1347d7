"use client";
import { type FormEvent, type ReactNode, type RefObject, useId } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { consoleMenu, ROLE_NAMES } from "@/domain/console/console-screens";
import { ConsoleLink } from "@/features/console/console-link";

// The console shell's markup: the loading page, the invitation, the sign-in form and the
// signed-in frame (menu and main), each drawn from its props. The state, the API calls and
// the screens' loading are console-app.tsx's.

export interface Me {
  email: string;
  name: string;
  role: "operator" | "group_admin" | "dealership_staff";
  tenant_name: string;
  abilities: { editSites: boolean; readLeads: boolean };
}

export function ConsoleLoading() {
  return (
    <main id="main" className="container-site py-12">
      <h1 className="text-3xl font-bold tracking-tight">Dealer console</h1>
      <p className="mt-3 text-muted" role="status">
        Loading…
      </p>
    </main>
  );
}

export type AcceptState = { kind: "idle" | "sending" } | { kind: "error"; message: string };

/** The invitation's link: one button accepts it (a mail scanner following the link accepts nothing). */
export function AcceptInvitationView({ state, onAccept }: { state: AcceptState; onAccept(): void }) {
  return (
    <main id="main" className="container-site max-w-xl py-12">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">Forecourt</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Join the dealer console</h1>
      <p className="mt-4">You have been invited to the Forecourt dealer console. Accepting signs you in.</p>
      {state.kind === "error" && (
        <Alert as="p" className="mt-4">
          {state.message}
        </Alert>
      )}
      <Button className="mt-6" onClick={onAccept} disabled={state.kind === "sending"}>
        Accept the invitation
      </Button>
    </main>
  );
}

export type SignInState = { kind: "idle" | "sending" | "sent" } | { kind: "error"; message: string };

export interface SignInViewProps {
  /** The sign-in link used was spent or expired. */
  linkError: boolean;
  email: string;
  state: SignInState;
  /** The browser can sign in with a passkey. */
  passkeys: boolean;
  passkeyError: string | null;
  onEmail(email: string): void;
  onSubmit(): void;
  onPasskey(): void;
}

export function SignInView({
  linkError,
  email,
  state,
  passkeys,
  passkeyError,
  onEmail,
  onSubmit,
  onPasskey,
}: SignInViewProps) {
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <main id="main" className="container-site max-w-xl py-12">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">Forecourt</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Sign in to the dealer console</h1>
      {linkError && (
        <Alert as="p" className="mt-4">
          That sign-in link has already been used or has expired. Enter your email to get a new one.
        </Alert>
      )}
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
        <Field
          id={`${id}-email`}
          label="Work email"
          required
          error={state.kind === "error" ? state.message : undefined}
        >
          {(control) => (
            <input
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => onEmail(e.target.value)}
              className="mt-1 w-full rounded-md border border-line px-3 py-2"
              {...control}
            />
          )}
        </Field>
        <Button type="submit" disabled={state.kind === "sending"}>
          Email me a sign-in link
        </Button>
      </form>
      <p className="mt-4" role="status">
        {state.kind === "sent" &&
          "If that address belongs to a member of staff, a sign-in link is on its way. It works once, for 15 minutes."}
      </p>
      {passkeys && (
        <div className="mt-8 border-t border-line pt-6">
          <Button variant="secondary" onClick={onPasskey}>
            Sign in with a passkey
          </Button>
          {passkeyError && (
            <Alert as="p" tone="plain" className="mt-2">
              {passkeyError}
            </Alert>
          )}
        </div>
      )}
    </main>
  );
}

/** The signed-in frame: the menu (the current screen marked), who is signed in, and the screen. */
export function ConsoleShellView({
  me,
  view,
  mainRef,
  onSignOut,
  children,
}: {
  me: Me;
  /** The screen in view. */
  view: string;
  mainRef?: RefObject<HTMLElement | null>;
  onSignOut(): void;
  children: ReactNode;
}) {
  return (
    <>
      <header className="border-b border-line bg-white">
        <div className="container-site flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
          <p className="font-bold">Forecourt console</p>
          <nav aria-label="Console">
            <ul className="flex flex-wrap gap-4">
              {consoleMenu(me).map((entry) => (
                <li key={entry.view}>
                  <ConsoleLink to={{ view: entry.view }} current={entry.currentOn.includes(view)}>
                    {entry.label}
                  </ConsoleLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="ml-auto text-sm text-muted">
            {me.email} · {ROLE_NAMES[me.role]}, {me.tenant_name}
          </p>
          <Button variant="secondary" onClick={onSignOut}>
            Sign out
          </Button>
        </div>
      </header>
      <main id="main" className="container-site py-8" ref={mainRef}>
        {children}
      </main>
    </>
  );
}
