import type { Dispatch, SetStateAction } from "react";
import { Alert } from "@/components/ui/alert";
import {
  DEALER_LEAD_STATUSES,
  leadPages,
  leadsExportHref,
  leadsStatusText,
} from "@/domain/console/lead-inbox";
import { when } from "@/features/console/console-api";
import { ConsoleLink } from "@/features/console/console-link";
import type { ConsoleRoute } from "@/features/console/console-nav";
import { Pager } from "@/features/console/console-pager";
import { FilterBar, FilterSelect, FilterText } from "@/features/console/filter-bar";

export interface LeadRow {
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

export interface LeadChoice {
  id: number;
  name: string;
}

export interface LeadsInboxViewProps {
  route: ConsoleRoute;
  options: { sites: LeadChoice[]; dealerships: LeadChoice[] };
  draft: Record<string, string>;
  setDraft: Dispatch<SetStateAction<Record<string, string>>>;
  onApply(): void;
  result: { leads: LeadRow[]; total: number; page: number } | null;
  error: string | null;
}

/** The leads inbox's markup from props: the filters, the CSV link, the count, the table, the pager. */
export function LeadsInboxView({
  route,
  options,
  draft,
  setDraft,
  onApply,
  result,
  error,
}: LeadsInboxViewProps) {
  const pages = result ? leadPages(result.total) : 1;
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
        onApply={onApply}
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
        <a className="font-semibold text-brand-link underline" href={leadsExportHref(route)} download>
          Download these leads (CSV)
        </a>
      </p>
      <p role="status" className="mt-4 text-muted">
        {leadsStatusText(result, error)}
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
