"use client";

import { type FormEvent, useId, useState } from "react";
import { SiteLink } from "@/components/ui/site-link";
import { RESERVATION_TERMS_HREF } from "@/domain/site/default-pages";
import { EVENT_IDS } from "@/domain/site/event-catalogue";
import { track } from "@/features/analytics/track";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";
const labelClass = "block text-sm font-semibold text-ink";

const FIELDS = [
  { name: "first_name", label: "First name", type: "text", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", type: "text", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
] as const;

export interface ReserveFormProps {
  carSlug: string;
  /** The car, for the event's vehicle fields (price in cents). */
  vehicle: { name: string; stocknum: string; price: number | null; slug: string };
  /** The deposit as the shopper reads it ("$500 AUD"). */
  deposit: string;
  prefill: Partial<Record<(typeof FIELDS)[number]["name"], string>>;
  /** The purchase journey's lead the shopper came from (already checked on the server). */
  sourceLead: { id: number; token: string } | null;
}

/**
 * The reserve page's form: the shopper's details and the terms, checked on the server with the
 * enquiry forms' rules (their messages shown under each field), then off to the provider's
 * hosted payment page. Event 42 (reserve car) is sent as the shopper leaves for it.
 */
export function ReserveForm({ carSlug, vehicle, deposit, prefill, sourceLead }: ReserveFormProps) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    const details: Record<string, unknown> = {};
    for (const field of FIELDS) details[field.name] = String(form.get(field.name) ?? "");
    details.accept_terms = form.get("accept_terms") === "on";
    setSending(true);
    setMessage(null);
    try {
      const response = await fetch("/api/reservations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          car_slug: carSlug,
          details,
          ...(sourceLead ? { lead_id: sourceLead.id, lead_token: sourceLead.token } : {}),
        }),
      });
      const body = (await response.json().catch(() => null)) as {
        redirect_url?: string;
        error?: { message?: string; fields?: Record<string, string> };
      } | null;
      if (response.ok && body?.redirect_url) {
        setErrors({});
        track(EVENT_IDS.reserve_car, { vehicle, person: details });
        window.location.assign(body.redirect_url);
        return;
      }
      const fields = body?.error?.fields ?? {};
      setErrors(fields);
      setMessage(
        Object.keys(fields).length > 0
          ? "Please check the highlighted fields."
          : (body?.error?.message ?? "Something went wrong. Please try again."),
      );
      const first = Object.keys(fields)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    } catch {
      setMessage("We could not reach the server. Please try again.");
    }
    setSending(false);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-describedby={message ? `${id}-message` : undefined}
    >
      {FIELDS.map((field) => (
        <div key={field.name}>
          <label htmlFor={`${id}-${field.name}`} className={labelClass}>
            {field.label} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            defaultValue={prefill[field.name] ?? ""}
            required
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
            className={inputClass}
          />
          {errors[field.name] && (
            <p
              id={`${id}-${field.name}-error`}
              className="mt-1 text-sm text-red-700"
              data-field-error={field.name}
            >
              {errors[field.name]}
            </p>
          )}
        </div>
      ))}
      <div>
        <div className="flex items-start gap-2">
          <input
            id={`${id}-accept_terms`}
            name="accept_terms"
            type="checkbox"
            className="mt-1 h-5 w-5"
            aria-invalid={errors.accept_terms ? true : undefined}
            aria-describedby={`${id}-terms-text${errors.accept_terms ? ` ${id}-accept_terms-error` : ""}`}
          />
          <label htmlFor={`${id}-accept_terms`} className="text-sm text-ink">
            I accept the reservation terms <span aria-hidden="true">*</span>
          </label>
        </div>
        <p id={`${id}-terms-text`} className="mt-1 text-sm text-muted">
          The {deposit} deposit holds the car for you while the dealer contacts you. It is part of the price,
          and is refunded in full if the sale does not go ahead.{" "}
          <SiteLink href={RESERVATION_TERMS_HREF} className="font-semibold text-brand-link underline">
            Read the reservation terms
          </SiteLink>
        </p>
        {errors.accept_terms && (
          <p
            id={`${id}-accept_terms-error`}
            className="mt-1 text-sm text-red-700"
            data-field-error="accept_terms"
          >
            {errors.accept_terms}
          </p>
        )}
      </div>
      {message && (
        <p id={`${id}-message`} role="alert" className="text-sm font-semibold text-red-700">
          {message}
        </p>
      )}
      <button type="submit" className="btn-brand" disabled={sending}>
        {sending ? "Taking you to payment…" : `Continue to payment (${deposit})`}
      </button>
    </form>
  );
}
