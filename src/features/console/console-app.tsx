"use client";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { canManageStaff, defaultConsoleView } from "@/domain/console/console-screens";
import { consoleApi } from "@/features/console/console-api";
import {
  AcceptInvitationView,
  type AcceptState,
  ConsoleLoading,
  ConsoleShellView,
  type Me,
  type SignInState,
  SignInView,
} from "@/features/console/console-app-view";
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

/**
 * The dealer console: a client-rendered app inside the console shell. It asks the
 * API who is signed in; signed out, it shows the sign-in form (the link arrives by email).
 * The state and the API calls are here, the markup console-app-view.tsx's.
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

  if (me === undefined || route === null) return <ConsoleLoading />;
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

function AcceptInvitation({ token, onAccepted }: { token: string; onAccepted(): Promise<void> }) {
  const [state, setState] = useState<AcceptState>({ kind: "idle" });
  async function accept() {
    setState({ kind: "sending" });
    const answer = await consoleApi("auth/invitation/accept", { method: "POST", body: { token } });
    if (answer.ok) await onAccepted();
    else setState({ kind: "error", message: answer.error.message });
  }
  return <AcceptInvitationView state={state} onAccept={accept} />;
}

function SignIn({ error, onSignedIn }: { error: boolean; onSignedIn(): Promise<void> }) {
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

function Shell({ me, route, onSignedOut }: { me: Me; route: ConsoleRoute; onSignedOut(): void }) {
  const view = route.view ?? defaultConsoleView(me);
  const heading = useRef<HTMLElement>(null);
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
    <ConsoleShellView me={me} view={view} mainRef={heading} onSignOut={signOut}>
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
        {view === "staff" && canManageStaff(me) && <StaffView role={me.role} />}
        {view === "passkeys" && <PasskeysPanel />}
        {view === "numbers" && <NumbersView route={route} />}
        {view === "audit" && <AuditLog route={route} />}
      </Suspense>
    </ConsoleShellView>
  );
}
