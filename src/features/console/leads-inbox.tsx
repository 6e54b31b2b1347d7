"use client";
import { useEffect, useState } from "react";
import { leadFilterDraft, leadFilterRoute, leadsListQuery } from "@/domain/console/lead-inbox";
import { consoleApi } from "@/features/console/console-api";
import { type ConsoleRoute, navigate } from "@/features/console/console-nav";
import { type LeadChoice, type LeadRow, LeadsInboxView } from "@/features/console/leads-inbox-view";
import { useConsoleList } from "@/features/console/use-console-list";

/**
 * The leads of the member's scope, newest first, a page at a time (the server pages and
 * filters). The filters live in the address, so a filtered list can be bookmarked or shared.
 * The state and the API calls are here, the markup leads-inbox-view.tsx's.
 */
export function LeadsInbox({ route }: { route: ConsoleRoute }) {
  const [options, setOptions] = useState<{ sites: LeadChoice[]; dealerships: LeadChoice[] }>({
    sites: [],
    dealerships: [],
  });
  const [draft, setDraft] = useState<Record<string, string>>(() => leadFilterDraft(route));

  useEffect(() => {
    void Promise.all([
      consoleApi<{ sites: LeadChoice[] }>("sites"),
      consoleApi<{ dealerships: LeadChoice[] }>("dealerships"),
    ]).then(([sites, dealerships]) =>
      setOptions({
        sites: sites.ok ? sites.data.sites : [],
        dealerships: dealerships.ok ? dealerships.data.dealerships : [],
      }),
    );
  }, []);
  const { result, error } = useConsoleList<{ leads: LeadRow[]; total: number; page: number }>(
    "leads",
    leadsListQuery(route),
  );

  return (
    <LeadsInboxView
      route={route}
      options={options}
      draft={draft}
      setDraft={setDraft}
      onApply={() => navigate(leadFilterRoute(draft))}
      result={result}
      error={error}
    />
  );
}
