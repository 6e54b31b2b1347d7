"use client";
import { type FormEvent, useEffect, useId, useState } from "react";
import { DEALER_LEAD_STATUSES, LEADS_PAGE_SIZE } from "@/domain/console/lead-inbox";
import { consoleApi, when } from "@/features/console/console-api";
import { ConsoleLink } from "@/features/console/console-link";
import { type ConsoleRoute, navigate } from "@/features/console/console-nav";

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
  const id = useId();
  const [result, setResult] = useState<{ leads: LeadRow[]; total: number; page: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
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
  useEffect(() => {
    setResult(null);
    void consoleApi<{ leads: LeadRow[]; total: number; page: number }>(
      `leads${query ? `?${query}` : ""}`,
    ).then((answer) => {
      if (answer.ok) {
        setError(null);
        setResult(answer.data);
      } else
        setError(
          Object.entries(answer.error.fields)
            .map(([f, m]) => `${f} ${m}`)
            .join("; ") || answer.error.message,
        );
    });
  }, [query]);

  function apply(event: FormEvent) {
    event.preventDefault();
    navigate({ view: "leads", ...Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== "")) });
  }
  const pages = result ? Math.max(1, Math.ceil(result.total / LEADS_PAGE_SIZE)) : 1;
  const page = result?.page ?? 1;
  const at = (p: number) => ({ ...route, view: "leads", page: String(p) });
  const input = "mt-1 w-full rounded-md border border-line px-3 py-2";
  const text = (key: string, label: string, type = "text") => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type={type}
        className={input}
        value={draft[key] ?? ""}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </div>
  );
  const select = (key: string, label: string, choices: Array<{ value: string; label: string }>) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold">
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        className={input}
        value={draft[key] ?? ""}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      >
        <option value="">Any</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Leads
      </h1>
      <form
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={apply}
        aria-label="Filter leads"
      >
        {text("q", "Search name, email or phone", "search")}
        {options.sites.length > 0 &&
          select(
            "site",
            "Site",
            options.sites.map((s) => ({ value: String(s.id), label: s.name })),
          )}
        {select(
          "dealership",
          "Dealership",
          options.dealerships.map((d) => ({ value: String(d.id), label: d.name })),
        )}
        {text("category", "Category")}
        {select(
          "status",
          "Status",
          DEALER_LEAD_STATUSES.map((s) => ({ value: s, label: s })),
        )}
        {text("from", "From (date)", "date")}
        {text("to", "To (date)", "date")}
        <div className="flex items-end">
          <button type="submit" className="btn-brand">
            Show leads
          </button>
        </div>
      </form>
      {error && (
        <p role="alert" className="mt-4 text-red-800">
          {error}
        </p>
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
      {result && pages > 1 && (
        <nav aria-label="Pages of leads" className="mt-4 flex gap-4">
          {page > 1 && <ConsoleLink to={at(page - 1)}>Newer leads</ConsoleLink>}
          {page < pages && <ConsoleLink to={at(page + 1)}>Older leads</ConsoleLink>}
        </nav>
      )}
    </>
  );
}
