"use client";
import { useState } from "react";
import { bytesToBase64, type ImportAnswer, importOutcome } from "@/domain/console/onboarding-form";
import { useDealershipChoice, useStepForm } from "@/features/console/onboarding-fields";
import {
  type Dealership,
  type ImportRow,
  ImportStepView,
  PublishStepView,
  type SiteRow,
} from "@/features/console/onboarding-view";

// The onboarding's steps that send a file (the stock CSV, a site's logo) and put a site live:
// their state and API calls; the markup is onboarding-view.tsx's.

export function ImportStep({ dealerships }: { dealerships: Dealership[] }) {
  const [dealership, setDealership] = useDealershipChoice(dealerships);
  const form = useStepForm({});
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [rows, setRows] = useState<ImportRow[]>([]);
  return (
    <ImportStepView
      form={form}
      rows={rows}
      dealerships={dealerships}
      dealership={dealership}
      onDealership={setDealership}
      onFile={async (file) => {
        setCsv(file ? { name: file.name, text: await file.text() } : null);
      }}
      onSubmit={async () => {
        setRows([]);
        if (!csv) {
          form.setMessage({ kind: "error", text: "Choose a CSV file first." });
          return;
        }
        // Not through form.send: a refused file's answer also lists its wrong rows.
        form.setBusy(true);
        form.setMessage(null);
        const response = await fetch(`/console/api/dealerships/${dealership}/import`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ csv: csv.text }),
          credentials: "same-origin",
        }).catch(() => null);
        form.setBusy(false);
        const body = (await response?.json().catch(() => null)) as ImportAnswer | null;
        const outcome = importOutcome(Boolean(response?.ok), body);
        form.setErrors(outcome.errors);
        setRows(outcome.rows);
        form.setMessage(outcome.message);
      }}
    />
  );
}

export function PublishStep({ sites, onDone }: { sites: SiteRow[]; onDone(): void }) {
  const form = useStepForm({});
  const [previews, setPreviews] = useState<Record<number, string>>({});
  const [logos, setLogos] = useState<Record<number, File | null>>({});
  return (
    <PublishStepView
      form={form}
      sites={sites}
      previews={previews}
      logoChosen={(site) => Boolean(logos[site.id])}
      onLogoFile={(site, file) => setLogos((l) => ({ ...l, [site.id]: file }))}
      onUploadLogo={async (site) => {
        const file = logos[site.id];
        if (!file) return;
        const logo = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
        const answer = await form.send<{ logo: string }>(`sites/${site.id}/logo`, { logo });
        if (answer.ok) form.setMessage({ kind: "ok", text: `The logo of ${site.name} is stored.` });
        else if (answer.error.fields.logo)
          form.setMessage({ kind: "error", text: `The logo ${answer.error.fields.logo}.` });
      }}
      onPreview={async (site) => {
        const answer = await form.send<{ url: string }>(`sites/${site.id}/preview`, {});
        if (answer.ok) setPreviews((p) => ({ ...p, [site.id]: answer.data.url }));
      }}
      onPublish={async (site) => {
        const answer = await form.send<{ site: SiteRow; url: string }>(`sites/${site.id}/publish`, {});
        if (answer.ok) {
          form.setMessage({ kind: "ok", text: `${site.name} is published at ${answer.data.url}` });
          onDone();
        }
      }}
    />
  );
}
