"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { defaultConsoleView } from "@/domain/console/console-screens";
import { consoleApi } from "@/features/console/console-api";
import { ConsoleLoading, ConsoleShellView, type Me } from "@/features/console/console-app-view";
import { type ConsoleRoute, useConsoleRoute } from "@/features/console/console-nav";
import { ConsoleScreen } from "@/features/console/console-screen";
import { AcceptInvitation, SignIn } from "@/features/console/console-sign-in";

/**
 * The dealer console: a client-rendered app inside the console shell. It asks the
 * API who is signed in; signed out, it shows the sign-in form (the link arrives by email).
 * The state and the API calls are here (signing in console-sign-in.tsx's), the markup
 * console-app-view.tsx's, the screens console-screen.tsx's (each its own chunk).
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
      <ConsoleScreen me={me} view={view} route={route} />
    </ConsoleShellView>
  );
}
