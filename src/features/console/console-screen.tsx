"use client";
import { lazy, Suspense } from "react";
import { canManageStaff } from "@/domain/console/console-screens";
import type { Me } from "@/features/console/console-app-view";
import type { ConsoleRoute } from "@/features/console/console-nav";

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

/** The screen the address names, from props: its chunk, "Loading…" while it arrives. */
export function ConsoleScreen({ me, view, route }: { me: Me; view: string; route: ConsoleRoute }) {
  return (
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
  );
}
