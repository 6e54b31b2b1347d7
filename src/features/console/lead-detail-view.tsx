"use client";
import { type FormEvent, useId } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fileSizeText, leadValueText } from "@/domain/console/lead-detail";
import { DEALER_LEAD_STATUSES } from "@/domain/console/lead-inbox";
import { when } from "@/features/console/console-api";
import { ConsoleLink } from "@/features/console/console-link";

// One lead's page, drawn from its props; the loading, the state and the API calls are
// lead-view.tsx's.

export interface LeadPage {
  lead: {
    id: number;
    created_at: string;
    site_name: string | null;
    form_id: string;
    category: string;
    lead_status: string;
    fields: Record<string, unknown>;
    tracking: Record<string, unknown>;
  };
  dealer_status: { status: string; note: string; updated_at: string | null };
  files: Array<{ id: number; filename: string; size: number; url: string }>;
  deliveries: Array<{
    id: number;
    kind: string;
    to: string;
    requested_by: string | null;
    status: string;
    last_error: string | null;
    delivered_at: string | null;
    attempts: Array<{ attempt: number; ok: boolean; detail: string | null; at: string }>;
  }>;
}

export interface LeadDetailViewProps {
  /** The lead; null while loading (or when it could not be loaded). */
  page: LeadPage | null;
  /** News (a status) or what went wrong (an alert). */
  message: { alert: boolean; text: string } | null;
  status: string;
  note: string;
  resendTo: string;
  resendError: string | null;
  onStatus(status: string): void;
  onNote(note: string): void;
  onResendTo(to: string): void;
  onSaveStatus(): void;
  onResend(): void;
  onRetry(deliveryId: number): void;
}

/** One lead: every field, its tracking data, files, deliveries with each attempt; status and note. */
export function LeadDetailView({
  page,
  message,
  status,
  note,
  resendTo,
  resendError,
  onStatus,
  onNote,
  onResendTo,
  onSaveStatus,
  onResend,
  onRetry,
}: LeadDetailViewProps) {
  const id = useId();
  const submit = (action: () => void) => (event: FormEvent) => {
    event.preventDefault();
    action();
  };
  if (!page) {
    return (
      <>
        <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
          Lead
        </h1>
        {message ? (
          <Alert as="p" tone="plain">
            {message.text}
          </Alert>
        ) : (
          <p role="status">Loading…</p>
        )}
      </>
    );
  }
  const { lead } = page;
  return (
    <>
      <p>
        <ConsoleLink to={{ view: "leads" }}>All leads</ConsoleLink>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight" tabIndex={-1}>
        {leadValueText(lead.fields.name ?? `Lead ${lead.id}`)}
      </h1>
      <p className="text-muted">
        {lead.category} on {lead.site_name}, {when(lead.created_at)} ({lead.lead_status})
      </p>
      <div role="status" className="mt-3">
        {message && !message.alert && message.text}
      </div>
      {message?.alert && (
        <Alert as="p" tone="plain" className="mt-3">
          {message.text}
        </Alert>
      )}
      <section aria-labelledby={`${id}-fields`} className="card mt-6 p-5">
        <h2 id={`${id}-fields`} className="text-xl font-bold">
          Fields
        </h2>
        <dl className="mt-2 grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
          {Object.entries(lead.fields).map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-semibold">{key}</dt>
              <dd className="break-all">{leadValueText(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby={`${id}-tracking`} className="card mt-6 p-5">
        <h2 id={`${id}-tracking`} className="text-xl font-bold">
          Tracking
        </h2>
        <dl className="mt-2 grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
          {Object.entries(lead.tracking).map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-semibold">{key}</dt>
              <dd className="break-all">{value === null ? "(none)" : leadValueText(value)}</dd>
            </div>
          ))}
        </dl>
        {page.files.length > 0 && (
          <>
            <h3 className="mt-3 font-semibold">Files</h3>
            <ul className="mt-1 text-sm">
              {page.files.map((f) => (
                <li key={f.id}>
                  <a href={f.url} download className="underline">
                    {f.filename}
                  </a>{" "}
                  ({fileSizeText(f.size)})
                </li>
              ))}
            </ul>
            <p className="text-muted text-sm">Each link works for 5 minutes; reopen the lead for new ones.</p>
          </>
        )}
      </section>
      <section aria-labelledby={`${id}-deliveries`} className="card mt-6 p-5">
        <h2 id={`${id}-deliveries`} className="text-xl font-bold">
          Deliveries
        </h2>
        {page.deliveries.length === 0 && <p>None.</p>}
        <ul className="mt-2 space-y-4">
          {page.deliveries.map((d) => (
            <li key={d.id}>
              <h3 className="font-semibold">
                {d.kind} delivery {d.id}: {d.status}
              </h3>
              <p className="text-sm">
                To {d.to || "(unknown)"}
                {d.requested_by && `, sent on by ${d.requested_by}`}
              </p>
              {d.last_error && <p className="text-sm">Last error: {d.last_error}</p>}
              <table className="mt-1 w-full text-left text-sm">
                <caption className="sr-only">Attempts of delivery {d.id}</caption>
                <thead>
                  <tr>
                    <th scope="col">Attempt</th>
                    <th scope="col">At</th>
                    <th scope="col">Result</th>
                  </tr>
                </thead>
                <tbody>
                  {d.attempts.map((a) => (
                    <tr key={a.attempt} className="border-t border-line">
                      <td>{a.attempt}</td>
                      <td>{when(a.at)}</td>
                      <td>{a.ok ? "delivered" : `failed: ${a.detail ?? ""}`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {d.status === "failed" && (
                <Button variant="secondary" className="mt-2" onClick={() => onRetry(d.id)}>
                  Retry delivery {d.id}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <form
        className="card mt-6 space-y-3 p-5"
        onSubmit={submit(onResend)}
        aria-labelledby={`${id}-resend`}
        noValidate
      >
        <h2 id={`${id}-resend`} className="text-xl font-bold">
          Send to another address
        </h2>
        <Field id={`${id}-resend-to`} label="Email address" required error={resendError ?? undefined}>
          {(control) => (
            <input
              type="email"
              autoComplete="off"
              maxLength={254}
              required
              className="mt-1 w-full rounded-md border border-line px-3 py-2"
              value={resendTo}
              onChange={(e) => onResendTo(e.target.value)}
              {...control}
            />
          )}
        </Field>
        <Button variant="secondary" type="submit">
          Send the lead email
        </Button>
      </form>
      <form
        className="card mt-6 space-y-3 p-5"
        onSubmit={submit(onSaveStatus)}
        aria-labelledby={`${id}-status`}
      >
        <h2 id={`${id}-status`} className="text-xl font-bold">
          Your status
        </h2>
        {/* Both are saved as they stand: neither must be filled, so neither says "(optional)". */}
        <Field id={`${id}-status-select`} label="Status" markOptional={false}>
          {(control) => (
            <select
              className="mt-1 rounded-md border border-line px-3 py-2"
              value={status}
              onChange={(e) => onStatus(e.target.value)}
              {...control}
            >
              {DEALER_LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-note`} label="Note" markOptional={false}>
          {(control) => (
            <textarea
              rows={3}
              maxLength={2000}
              className="mt-1 w-full rounded-md border border-line px-3 py-2"
              value={note}
              onChange={(e) => onNote(e.target.value)}
              {...control}
            />
          )}
        </Field>
        <Button type="submit">Save status</Button>
      </form>
    </>
  );
}
