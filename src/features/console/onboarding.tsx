"use client";
import { useCallback, useEffect, useState } from "react";
import {
  bytesToBase64,
  chosenDealership,
  DEFAULT_HOURS,
  locationBody,
  locationFieldErrors,
  siteBody,
  siteFieldErrors,
} from "@/domain/console/onboarding-form";
import { consoleApi } from "@/features/console/console-api";
import { useStepForm } from "@/features/console/onboarding-fields";
import {
  type Dealership,
  DealershipStepView,
  type Group,
  GroupStepView,
  type ImportRow,
  ImportStepView,
  LocationStepView,
  OnboardingView,
  PublishStepView,
  type SiteRow,
  SiteStepView,
} from "@/features/console/onboarding-view";

/**
 * Onboarding a dealer without code: a dealer group (operators), a dealership with its feed
 * key (shown once), a location, a site (unpublished until Publish), and its cars from a CSV
 * file. Each step is its own form; the server checks every field and the member's scope.
 * The state and the API calls are here, the markup onboarding-view.tsx's.
 */
export function Onboarding({ role }: { role: "operator" | "group_admin" | "dealership_staff" }) {
  const [groups, setGroups] = useState<Group[]>([]);
  const [dealerships, setDealerships] = useState<Dealership[]>([]);
  const [sites, setSites] = useState<SiteRow[]>([]);
  const reload = useCallback(async () => {
    const [g, d, s] = await Promise.all([
      consoleApi<{ groups: Group[] }>("groups"),
      consoleApi<{ dealerships: Dealership[] }>("dealerships"),
      consoleApi<{ sites: SiteRow[] }>("sites"),
    ]);
    if (g.ok) setGroups(g.data.groups);
    if (d.ok) setDealerships(d.data.dealerships);
    if (s.ok) setSites(s.data.sites);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <OnboardingView>
      {role === "operator" && <GroupStep onDone={reload} />}
      <DealershipStep groups={groups} onDone={reload} />
      <LocationStep dealerships={dealerships} />
      <SiteStep dealerships={dealerships} onDone={reload} />
      <ImportStep dealerships={dealerships} />
      <PublishStep sites={sites} onDone={reload} />
    </OnboardingView>
  );
}

function GroupStep({ onDone }: { onDone(): void }) {
  const form = useStepForm({ name: "", slug: "" });
  return (
    <GroupStepView
      form={form}
      onSubmit={async () => {
        const answer = await form.send<{ group: Group }>("groups", form.values);
        if (answer.ok) {
          form.setMessage({ kind: "ok", text: `Dealer group ${answer.data.group.name} created.` });
          onDone();
        }
      }}
    />
  );
}

function DealershipStep({ groups, onDone }: { groups: Group[]; onDone(): void }) {
  const form = useStepForm({ name: "", slug: "", dealer_group_id: "", phone: "", email: "" });
  const [feedKey, setFeedKey] = useState<string | null>(null);
  const group = form.values.dealer_group_id || String(groups[0]?.id ?? "");
  return (
    <DealershipStepView
      form={form}
      groups={groups}
      feedKey={feedKey}
      onSubmit={async () => {
        setFeedKey(null);
        const answer = await form.send<{ dealership: Dealership; feed_key: string }>("dealerships", {
          ...form.values,
          dealer_group_id: group === "" ? null : Number(group),
        });
        if (answer.ok) {
          form.setMessage({ kind: "ok", text: `Dealership ${answer.data.dealership.name} created.` });
          setFeedKey(answer.data.feed_key);
          onDone();
        }
      }}
    />
  );
}

/** The dealership a step is for: the latest by default (the one just made), else the member's choice. */
function useDealershipChoice(dealerships: Dealership[]) {
  const [chosen, setChosen] = useState("");
  return [chosenDealership(dealerships, chosen), setChosen] as const;
}

function LocationStep({ dealerships }: { dealerships: Dealership[] }) {
  const [dealership, setDealership] = useDealershipChoice(dealerships);
  const form = useStepForm({
    name: "",
    slug: "sales",
    location_type: "sales",
    street: "",
    city: "",
    state: "",
    postcode: "",
    phone: "",
    mobile: "",
    email: "",
    lat: "",
    long: "",
    time_zone: "Australia/Sydney",
    ...DEFAULT_HOURS,
  });
  return (
    <LocationStepView
      form={{ ...form, errors: locationFieldErrors(form.errors) }}
      dealerships={dealerships}
      dealership={dealership}
      onDealership={setDealership}
      onSubmit={async () => {
        const answer = await form.send<{ location: { name: string } }>(
          `dealerships/${dealership}/locations`,
          locationBody(form.values),
        );
        if (answer.ok) form.setMessage({ kind: "ok", text: `Location ${answer.data.location.name} added.` });
      }}
    />
  );
}

function SiteStep({ dealerships, onDone }: { dealerships: Dealership[]; onDone(): void }) {
  const [dealership, setDealership] = useDealershipChoice(dealerships);
  const form = useStepForm({
    name: "",
    slug: "",
    domain_name: "",
    template: "dealer",
    market: "AU",
    primary: "#0b3d91",
    accent: "#b00020",
    font: "system",
    hero_style: "showroom",
    tagline: "",
  });
  return (
    <SiteStepView
      form={{ ...form, errors: siteFieldErrors(form.errors) }}
      dealerships={dealerships}
      dealership={dealership}
      onDealership={setDealership}
      onSubmit={async () => {
        const answer = await form.send<{ site: SiteRow }>("sites", siteBody(form.values, dealership));
        if (answer.ok) {
          form.setMessage({ kind: "ok", text: `Site ${answer.data.site.name} created (not published yet).` });
          onDone();
        }
      }}
    />
  );
}

interface ImportAnswer {
  imported?: { total: number; created: number; updated: number };
  error?: { message: string; fields?: Record<string, string> };
  rows?: ImportRow[];
}

function ImportStep({ dealerships }: { dealerships: Dealership[] }) {
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
        if (response?.ok && body?.imported) {
          const { total, created, updated } = body.imported;
          form.setErrors({});
          form.setMessage({
            kind: "ok",
            text: `Imported ${total} cars: ${created} new, ${updated} updated.`,
          });
          return;
        }
        form.setErrors(body?.error?.fields ?? {});
        setRows(body?.rows ?? []);
        form.setMessage({ kind: "error", text: body?.error?.message ?? "The import failed. Try again." });
      }}
    />
  );
}

function PublishStep({ sites, onDone }: { sites: SiteRow[]; onDone(): void }) {
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
