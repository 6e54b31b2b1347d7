"use client";
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { consoleApi } from "@/features/console/console-api";
import { ConsoleLink } from "@/features/console/console-link";
import { type ConsoleRoute, useConsoleRoute } from "@/features/console/console-nav";
import { browserHasPasskeys, staffSignInWithPasskey } from "@/features/console/staff-passkeys-client";

// Each screen is its own chunk, loaded when it is opened: the console's first load is the
// shell and the screen in view (the Numbers charts stay out of every other screen's load).
const AuditLog = lazy(() => import("@/features/console/audit-log").then((m) => ({ default: m.AuditLog })));
const LeadView = lazy(() => import("@/features/console/lead-view").then((m) => ({ default: m.LeadView })));
const LeadsInbox = lazy(() =>
  import("@/features/console/leads-inbox").then((m) => ({ default: m.LeadsInbox })),
);
const Onboarding = lazy(() =>
  import("@/features/console/onboarding").then((m) => ({ default: m.Onboarding })),
);
const PasskeysPanel = lazy(() =>
  import("@/features/console/passkeys-panel").then((m) => ({ default: m.PasskeysPanel })),
);
const ReservationsList = lazy(() =>
  import("@/features/console/reservations-list").then((m) => ({ default: m.ReservationsList })),
);
const SettingsEditor = lazy(() =>
  import("@/features/console/settings-editor").then((m) => ({ default: m.SettingsEditor })),
);
const SitesList = lazy(() => import("@/features/console/sites-list").then((m) => ({ default: m.SitesList })));
const StaffView = lazy(() => import("@/features/console/staff-view").then((m) => ({ default: m.StaffView })));
const StockImport = lazy(() =>
  import("@/features/console/stock-import").then((m) => ({ default: m.StockImport })),
);
const StockTable = lazy(() =>
  import("@/features/console/stock-table").then((m) => ({ default: m.StockTable })),
);
const VersionsView = lazy(() =>
  import("@/features/console/versions-view").then((m) => ({ default: m.VersionsView })),
);
const NumbersView = lazy(() =>
  import("@/features/console/numbers/numbers-view").then((m) => ({ default: m.NumbersView })),
);

interface Me {
  email: string;
  name: string;
  role: "operator" | "group_admin" | "dealership_staff";
  tenant_name: string;
  abilities: { editSites: boolean; readLeads: boolean };
}

const ROLE_NAMES: Record<Me["role"], string> = {
  operator: "Platform operator",
  group_admin: "Group admin",
  dealership_staff: "Dealership staff",
};

/**
 * The dealer console: a client-rendered app inside the console shell. It asks the
 * API who is signed in; signed out, it shows the sign-in form (the link arrives by email).
 */
export function ConsoleApp() {
  const route = useConsoleRoute();
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const load = useCallback(async () => {
    const answer = await consoleApi<Me>("me");
    setMe(answer.ok ? answer.data : null);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (me === undefined || route === null) {
    return (
      <main id="main" className="container-site py-12">
        <h1 className="text-3xl font-bold tracking-tight">Dealer console</h1>
        <p className="mt-3 text-muted" role="status">
          Loading…
        </p>
      </main>
    );
  }
  if (route.invitation) {
    return (
      <AcceptInvitation
        token={route.invitation}
        onAccepted={async () => {
          window.history.replaceState(null, "", "/console");
          window.dispatchEvent(new PopStateEvent("popstate"));
          await load();
        }}
      />
    );
  }
  if (me === null) return <SignIn error={route.sign_in_error === "1"} onSignedIn={load} />;
  return <Shell me={me} route={route} onSignedOut={() => setMe(null)} />;
}

/** The invitation's link: one button accepts it (a mail scanner following the link accepts nothing). */
function AcceptInvitation({ token, onAccepted }: { token: string; onAccepted(): Promise<void> }) {
  const [state, setState] = useState<{ kind: "idle" | "sending" } | { kind: "error"; message: string }>({
    kind: "idle",
  });
  async function accept() {
    setState({ kind: "sending" });
    const answer = await consoleApi("auth/invitation/accept", { method: "POST", body: { token } });
    if (answer.ok) await onAccepted();
    else setState({ kind: "error", message: answer.error.message });
  }
  return (
    <main id="main" className="container-site max-w-xl py-12">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">Forecourt</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Join the dealer console</h1>
      <p className="mt-4">You have been invited to the Forecourt dealer console. Accepting signs you in.</p>
      {state.kind === "error" && (
        <p className="mt-4 rounded-md border border-red-700 p-3 text-red-800" role="alert">
          {state.message}
        </p>
      )}
      <button type="button" className="btn-brand mt-6" onClick={accept} disabled={state.kind === "sending"}>
        Accept the invitation
      </button>
    </main>
  );
}

function SignIn({ error, onSignedIn }: { error: boolean; onSignedIn(): Promise<void> }) {
  const id = useId();
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
  const [state, setState] = useState<
    { kind: "idle" | "sending" | "sent" } | { kind: "error"; message: string }
  >({
    kind: "idle",
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ kind: "sending" });
    const answer = await consoleApi("auth/sign-in/magic-link", { method: "POST", body: { email } });
    if (answer.ok) setState({ kind: "sent" });
    else setState({ kind: "error", message: answer.error.fields.email ?? answer.error.message });
  }
  return (
    <main id="main" className="container-site max-w-xl py-12">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted">Forecourt</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Sign in to the dealer console</h1>
      {error && (
        <p className="mt-4 rounded-md border border-red-700 p-3 text-red-800" role="alert">
          That sign-in link has already been used or has expired. Enter your email to get a new one.
        </p>
      )}
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
        <div>
          <label htmlFor={`${id}-email`} className="block font-semibold">
            Work email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={state.kind === "error"}
            aria-describedby={state.kind === "error" ? `${id}-error` : undefined}
            className="mt-1 w-full rounded-md border border-line px-3 py-2"
          />
          {state.kind === "error" && (
            <p id={`${id}-error`} className="mt-1 text-red-800">
              {state.message}
            </p>
          )}
        </div>
        <button type="submit" className="btn-brand" disabled={state.kind === "sending"}>
          Email me a sign-in link
        </button>
      </form>
      <p className="mt-4" role="status">
        {state.kind === "sent" &&
          "If that address belongs to a member of staff, a sign-in link is on its way. It works once, for 15 minutes."}
      </p>
      {passkeys && (
        <div className="mt-8 border-t border-line pt-6">
          <button type="button" className="btn-outline" onClick={withPasskey}>
            Sign in with a passkey
          </button>
          {passkeyError && (
            <p className="mt-2 text-red-800" role="alert">
              {passkeyError}
            </p>
          )}
        </div>
      )}
    </main>
  );
}

function Shell({ me, route, onSignedOut }: { me: Me; route: ConsoleRoute; onSignedOut(): void }) {
  const view = route.view ?? (me.abilities.editSites ? "sites" : "leads");
  const heading = useRef<HTMLDivElement>(null);
  // After moving to another screen, focus goes to its content (announced by screen readers).
  const focused = useRef<HTMLHeadingElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each screen change
  useEffect(() => {
    const main = heading.current;
    if (!main) return;
    // While a screen's chunk loads, the previous screen may still be shown: wait for a new heading.
    const focusHeading = () => {
      const h1 = main.querySelector("h1");
      if (!h1 || h1 === focused.current) return false;
      h1.focus();
      focused.current = h1;
      return true;
    };
    if (focusHeading()) return;
    // A screen opened for the first time arrives with its chunk: focus its heading then.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [view, route.id, route.site, route.vehicle]);
  async function signOut() {
    await consoleApi("auth/sign-out", { method: "POST", body: {} });
    onSignedOut();
  }
  return (
    <>
      <header className="border-b border-line bg-white">
        <div className="container-site flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
          <p className="font-bold">Forecourt console</p>
          <nav aria-label="Console">
            <ul className="flex flex-wrap gap-4">
              {me.abilities.editSites && (
                <li>
                  <ConsoleLink to={{ view: "sites" }} current={view === "sites"}>
                    Sites
                  </ConsoleLink>
                </li>
              )}
              {me.abilities.editSites && (
                <li>
                  <ConsoleLink to={{ view: "onboard" }} current={view === "onboard"}>
                    Onboard
                  </ConsoleLink>
                </li>
              )}
              <li>
                <ConsoleLink to={{ view: "leads" }} current={view === "leads"}>
                  Leads
                </ConsoleLink>
              </li>
              <li>
                <ConsoleLink to={{ view: "stock" }} current={view === "stock" || view === "import"}>
                  Stock
                </ConsoleLink>
              </li>
              <li>
                <ConsoleLink to={{ view: "reservations" }} current={view === "reservations"}>
                  Reservations
                </ConsoleLink>
              </li>
              <li>
                <ConsoleLink to={{ view: "audit" }} current={view === "audit"}>
                  Changes
                </ConsoleLink>
              </li>
              <li>
                <ConsoleLink to={{ view: "numbers" }} current={view === "numbers"}>
                  Numbers
                </ConsoleLink>
              </li>
              {me.role !== "dealership_staff" && (
                <li>
                  <ConsoleLink to={{ view: "staff" }} current={view === "staff"}>
                    Staff
                  </ConsoleLink>
                </li>
              )}
              <li>
                <ConsoleLink to={{ view: "passkeys" }} current={view === "passkeys"}>
                  Passkeys
                </ConsoleLink>
              </li>
            </ul>
          </nav>
          <p className="ml-auto text-sm text-muted">
            {me.email} · {ROLE_NAMES[me.role]}, {me.tenant_name}
          </p>
          <button type="button" className="btn-outline" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" className="container-site py-8" ref={heading}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          {view === "sites" && <SitesList />}
          {view === "onboard" && <Onboarding role={me.role} />}
          {view === "settings" && route.site && <SettingsEditor key={route.site} siteId={route.site} />}
          {view === "versions" && route.site && <VersionsView key={route.site} siteId={route.site} />}
          {view === "leads" && <LeadsInbox route={route} />}
          {view === "lead" && route.id && <LeadView key={route.id} leadId={route.id} />}
          {view === "stock" && <StockTable route={route} />}
          {view === "import" && <StockImport />}
          {view === "reservations" && <ReservationsList route={route} />}
          {view === "staff" && me.role !== "dealership_staff" && <StaffView role={me.role} />}
          {view === "passkeys" && <PasskeysPanel />}
          {view === "numbers" && <NumbersView route={route} />}
          {view === "audit" && <AuditLog route={route} />}
        </Suspense>
      </main>
    </>
  );
}
