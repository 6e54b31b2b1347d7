"use client";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { DEALER_LEAD_STATUSES, LEADS_PAGE_SIZE } from "@/domain/console/lead-inbox";
import { consoleApi, when } from "@/features/console/console-api";
import { ConsoleLink } from "@/features/console/console-link";
import { type ConsoleRoute, navigate } from "@/features/console/console-nav";
import { Pager } from "@/features/console/console-pager";
import { FilterBar, FilterSelect, FilterText } from "@/features/console/filter-bar";
import { useConsoleList } from "@/features/console/use-console-list";

interface LeadRow {
  id: number;
  created_at: string;
  category: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  site_name: string;
  dealership_name: string | null;
  status: string;
}

const FILTERS = ["site", "dealership", "category", "status", "from", "to", "q"] as const;

/**
 * The leads of the member's scope, newest first, a page at a time (the server pages and
 * filters). The filters live in the address, so a filtered list can be bookmarked or shared.
 */
export function LeadsInbox({ route }: { route: ConsoleRoute }) {
  const [options, setOptions] = useState<{
    sites: Array<{ id: number; name: string }>;
    dealerships: Array<{ id: number; name: string }>;
  }>({
    sites: [],
    dealerships: [],
  });
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(FILTERS.map((f) => [f, route[f] ?? ""])),
  );
  const query = new URLSearchParams(
    Object.entries(route).filter(
      ([key, value]) => (FILTERS as readonly string[]).includes(key) || (key === "page" && value !== ""),
    ),
  ).toString();

  useEffect(() => {
    void Promise.all([
      consoleApi<{ sites: Array<{ id: number; name: string }> }>("sites"),
      consoleApi<{ dealerships: Array<{ id: number; name: string }> }>("dealerships"),
    ]).then(([sites, dealerships]) =>
      setOptions({
        sites: sites.ok ? sites.data.sites : [],
        dealerships: dealerships.ok ? dealerships.data.dealerships : [],
      }),
    );
  }, []);
  const { result, error } = useConsoleList<{ leads: LeadRow[]; total: number; page: number }>("leads", query);

  const pages = result ? Math.max(1, Math.ceil(result.total / LEADS_PAGE_SIZE)) : 1;
  const page = result?.page ?? 1;

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Leads
      </h1>
      <FilterBar
        label="Filter leads"
        columns="lg:grid-cols-4"
        submitLabel="Show leads"
        draft={draft}
        setDraft={setDraft}
        onApply={() =>
          navigate({
            view: "leads",
            ...Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== "")),
          })
        }
      >
        <FilterText name="q" label="Search name, email or phone" type="search" />
        {options.sites.length > 0 && (
          <FilterSelect
            name="site"
            label="Site"
            choices={options.sites.map((s) => ({ value: String(s.id), label: s.name }))}
          />
        )}
        <FilterSelect
          name="dealership"
          label="Dealership"
          choices={options.dealerships.map((d) => ({ value: String(d.id), label: d.name }))}
        />
        <FilterText name="category" label="Category" />
        <FilterSelect
          name="status"
          label="Status"
          choices={DEALER_LEAD_STATUSES.map((s) => ({ value: s, label: s }))}
        />
        <FilterText name="from" label="From (date)" type="date" />
        <FilterText name="to" label="To (date)" type="date" />
      </FilterBar>
      {error && (
        <Alert as="p" tone="plain" className="mt-4">
          {error}
        </Alert>
      )}
      <p className="mt-4">
        <a
          className="font-semibold text-brand-link underline"
          href={`/console/api/leads/export.csv?${new URLSearchParams(
            Object.entries(route).filter(([key]) => (FILTERS as readonly string[]).includes(key)),
          ).toString()}`}
          download
        >
          Download these leads (CSV)
        </a>
      </p>
      <p role="status" className="mt-4 text-muted">
        {result
          ? `${result.total} lead${result.total === 1 ? "" : "s"}, page ${page} of ${pages}`
          : error
            ? ""
            : "Loading…"}
      </p>
      {result && result.leads.length > 0 && (
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Leads, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Phone</th>
              <th scope="col">Category</th>
              <th scope="col">Site</th>
              <th scope="col">Dealership</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {result.leads.map((lead) => (
              <tr key={lead.id} className="border-t border-line">
                <td className="py-2">{when(lead.created_at)}</td>
                <td>
                  <ConsoleLink to={{ view: "lead", id: String(lead.id) }}>
                    {lead.name || `Lead ${lead.id}`}
                  </ConsoleLink>
                </td>
                <td>{lead.email}</td>
                <td>{lead.phone}</td>
                <td>{lead.category}</td>
                <td>{lead.site_name}</td>
                <td>{lead.dealership_name}</td>
                <td>{lead.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {result && (
        <Pager
          label="Pages of leads"
          route={route}
          view="leads"
          page={page}
          pages={pages}
          previous="Newer leads"
          next="Older leads"
        />
      )}
    </>
  );
}
