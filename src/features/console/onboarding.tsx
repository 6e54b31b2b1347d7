"use client";
import { type ChangeEvent, useCallback, useEffect, useId, useState } from "react";
import { SITE_FONTS } from "@/domain/brand/fonts";
import { HERO_STYLES, MARKETS, SITE_TEMPLATES } from "@/domain/config/site-config";
import { WEEKDAY_NAMES } from "@/domain/site/opening-hours";
import { consoleApi } from "@/features/console/console-api";
import {
  type FieldSpec,
  Step,
  type StepForm,
  StepMessage,
  useStepForm,
} from "@/features/console/onboarding-fields";

interface Group {
  id: number;
  name: string;
}
interface Dealership {
  id: number;
  name: string;
  dealer_group_id: number | null;
}
interface SiteRow {
  id: number;
  name: string;
  slug: string;
  published: boolean;
}

const NAME = { maxLength: 120, required: true } as const;
const SLUG_HELP = "Lower-case letters, digits and hyphens.";

/**
 * Onboarding a dealer without code: a dealer group (operators), a dealership with its feed
 * key (shown once), a location, a site (unpublished until Publish), and its cars from a CSV
 * file. Each step is its own form; the server checks every field and the member's scope.
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
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Onboard a dealer
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        Add a dealer group, a dealership, its location and its site, import its cars, then publish. A new site
        answers only to staff previewing it until it is published.
      </p>
      {role === "operator" && <GroupStep onDone={reload} />}
      <DealershipStep groups={groups} onDone={reload} />
      <LocationStep dealerships={dealerships} />
      <SiteStep dealerships={dealerships} onDone={reload} />
      <ImportStep dealerships={dealerships} />
      <PublishStep sites={sites} onDone={reload} />
    </>
  );
}

function GroupStep({ onDone }: { onDone(): void }) {
  const form = useStepForm({ name: "", slug: "" });
  return (
    <Step
      title="1. Dealer group"
      form={form}
      submit="Create dealer group"
      specs={[
        { name: "name", label: "Group name", ...NAME },
        { name: "slug", label: "Group slug", required: true, maxLength: 63, help: SLUG_HELP },
      ]}
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
    <Step
      title="2. Dealership"
      intro="Its inventory-feed key is shown once, here: copy it to the dealer's feed now."
      form={form}
      submit="Create dealership"
      specs={[
        { name: "name", label: "Dealership name", ...NAME },
        { name: "slug", label: "Dealership slug", required: true, maxLength: 63, help: SLUG_HELP },
        {
          name: "dealer_group_id",
          label: "Dealer group",
          type: "select",
          required: true,
          options: groups.map((g) => ({ value: String(g.id), label: g.name })),
        },
        { name: "phone", label: "Phone", type: "tel", maxLength: 40 },
        { name: "email", label: "Email", type: "email", maxLength: 254 },
      ]}
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
    >
      {feedKey && <FeedKey value={feedKey} />}
    </Step>
  );
}

function FeedKey({ value }: { value: string }) {
  const id = useId();
  return (
    <div className="mt-4 rounded-md border border-line bg-surface p-3">
      <label htmlFor={id} className="block font-semibold">
        Inventory-feed key (shown once)
      </label>
      <input
        id={id}
        readOnly
        value={value}
        className="mt-1 w-full rounded-md border border-line px-3 py-2 font-mono"
      />
    </div>
  );
}

const DEFAULT_HOURS: Record<string, string> = Object.fromEntries(
  WEEKDAY_NAMES.flatMap((_, day) => [
    [`open_${day}`, day === 0 ? "" : day === 6 ? "08:30" : "08:00"],
    [`close_${day}`, day === 0 ? "" : day === 6 ? "12:30" : "17:00"],
  ]),
);

function DealershipSelect({
  dealerships,
  value,
  onChange,
}: {
  dealerships: Dealership[];
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="mb-4">
      <label htmlFor={id} className="block font-semibold">
        Dealership
      </label>
      <select
        id={id}
        className="mt-1 w-full rounded-md border border-line px-3 py-2 md:w-1/2"
        value={value}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
      >
        {dealerships.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The latest dealership by default (the one just made), else the member's choice. */
function useDealershipChoice(dealerships: Dealership[]) {
  const [chosen, setChosen] = useState("");
  const latest = dealerships.reduce<Dealership | null>((a, d) => (a && a.id > d.id ? a : d), null);
  const value =
    chosen && dealerships.some((d) => String(d.id) === chosen) ? chosen : String(latest?.id ?? "");
  return [value, setChosen] as const;
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
  const specs: FieldSpec[] = [
    { name: "name", label: "Location name", ...NAME },
    { name: "slug", label: "Location slug", required: true, maxLength: 63, help: SLUG_HELP },
    {
      name: "location_type",
      label: "Department",
      type: "select",
      required: true,
      options: ["sales", "service", "parts"],
    },
    { name: "street", label: "Street", required: true, maxLength: 200, autoComplete: "street-address" },
    { name: "city", label: "Town or city", required: true, maxLength: 100 },
    { name: "state", label: "State or region", required: true, maxLength: 60 },
    { name: "postcode", label: "Postcode", maxLength: 12 },
    { name: "phone", label: "Phone", type: "tel", maxLength: 40 },
    { name: "mobile", label: "Mobile", type: "tel", maxLength: 40 },
    { name: "email", label: "Email", type: "email", maxLength: 254 },
    {
      name: "lat",
      label: "Map latitude",
      type: "number",
      step: "any",
      required: true,
      help: "-90 to 90, e.g. -33.81",
    },
    {
      name: "long",
      label: "Map longitude",
      type: "number",
      step: "any",
      required: true,
      help: "-180 to 180, e.g. 151.00",
    },
    { name: "time_zone", label: "Time zone", required: true, maxLength: 64, help: "e.g. Australia/Sydney" },
  ];
  // The API names an hours error by its day (opening_hours.3): show it on that day's opening time.
  const errors = Object.fromEntries(
    Object.entries(form.errors).map(([k, v]) => [k.replace(/^opening_hours\.(\d)(\..*)?$/, "open_$1"), v]),
  );
  return (
    <Step
      title="3. Location"
      intro="Address, phones, opening hours (Sunday first) and map position."
      form={{ ...form, errors }}
      submit="Add location"
      disabled={dealerships.length === 0}
      specs={specs}
      onSubmit={async () => {
        const v = form.values;
        const opening_hours = WEEKDAY_NAMES.map((_, i) => {
          const open = v[`open_${i}`] ?? "";
          const close = v[`close_${i}`] ?? "";
          return open === "" && close === "" ? { status: "closed" } : { status: "open", open, close };
        });
        const { name, slug, location_type, street, city, state, postcode, phone, mobile, email, time_zone } =
          v;
        const answer = await form.send<{ location: { name: string } }>(
          `dealerships/${dealership}/locations`,
          {
            name,
            slug,
            location_type,
            street,
            city,
            state,
            postcode,
            phone,
            mobile,
            email,
            time_zone,
            lat: v.lat === "" ? null : Number(v.lat),
            long: v.long === "" ? null : Number(v.long),
            opening_hours,
          },
        );
        if (answer.ok) form.setMessage({ kind: "ok", text: `Location ${answer.data.location.name} added.` });
      }}
      before={<DealershipSelect dealerships={dealerships} value={dealership} onChange={setDealership} />}
    >
      <OpeningHours values={form.values} errors={errors} set={form.set} disabled={dealerships.length === 0} />
    </Step>
  );
}

/** Seven days, Sunday first: an opening and a closing time each, both empty when closed. */
function OpeningHours({
  values,
  errors,
  set,
  disabled,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  set(name: string): (value: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  const input = "w-full min-w-0 rounded-md border border-line px-2 py-1";
  return (
    <fieldset
      className="mt-4 min-w-0 rounded-md border border-line p-3 sm:p-4"
      disabled={disabled}
      aria-describedby={`${id}-help`}
    >
      <legend className="px-1 font-bold">Opening hours</legend>
      <p id={`${id}-help`} className="text-sm text-muted">
        Leave both times empty on a day it is closed.
      </p>
      <div className="mt-2 grid grid-cols-[5.5rem_minmax(0,1fr)_minmax(0,1fr)] items-center gap-x-3 gap-y-2 sm:max-w-lg">
        {WEEKDAY_NAMES.map((day, i) => {
          const error = errors[`open_${i}`];
          return (
            <div key={day} className="contents">
              <span className="font-semibold">{day}</span>
              <label className="min-w-0 text-sm">
                <span className="sr-only">{day} </span>opens
                <input
                  type="time"
                  className={input}
                  value={values[`open_${i}`] ?? ""}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error-${i}` : undefined}
                  onChange={(e) => set(`open_${i}`)(e.target.value)}
                />
              </label>
              <label className="min-w-0 text-sm">
                <span className="sr-only">{day} </span>closes
                <input
                  type="time"
                  className={input}
                  value={values[`close_${i}`] ?? ""}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) => set(`close_${i}`)(e.target.value)}
                />
              </label>
              {error && (
                <p id={`${id}-error-${i}`} className="col-span-3 text-sm text-red-800">
                  {day} {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
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
  const errors = Object.fromEntries(
    Object.entries(form.errors).map(([k, v]) => [k.replace(/^theme\./, ""), v]),
  );
  return (
    <Step
      title="4. Site"
      intro="It starts unpublished: only staff previewing it from here can see it."
      form={{ ...form, errors }}
      submit="Create site"
      disabled={dealerships.length === 0}
      specs={[
        { name: "name", label: "Site name", ...NAME },
        {
          name: "slug",
          label: "Site slug",
          required: true,
          maxLength: 63,
          help: "Also its address on the platform: {slug}.{platform}.",
        },
        { name: "domain_name", label: "Own domain", maxLength: 253, help: "e.g. www.example.com.au" },
        { name: "template", label: "Template", type: "select", required: true, options: SITE_TEMPLATES },
        { name: "market", label: "Market", type: "select", required: true, options: MARKETS },
        {
          name: "primary",
          label: "Brand colour",
          type: "color",
          required: true,
          help: "Must stay readable: 3:1 on white, 4.5:1 with its text.",
        },
        { name: "accent", label: "Accent colour", type: "color", required: true },
        { name: "font", label: "Typeface", type: "select", required: true, options: SITE_FONTS },
        { name: "hero_style", label: "Home page hero", type: "select", required: true, options: HERO_STYLES },
        { name: "tagline", label: "Tagline", maxLength: 160 },
      ]}
      onSubmit={async () => {
        const { primary, accent, font, hero_style, tagline, ...site } = form.values;
        const answer = await form.send<{ site: SiteRow }>("sites", {
          ...site,
          dealership_id: Number(dealership),
          theme: { primary, accent, font, hero_style, tagline },
        });
        if (answer.ok) {
          form.setMessage({ kind: "ok", text: `Site ${answer.data.site.name} created (not published yet).` });
          onDone();
        }
      }}
      before={<DealershipSelect dealerships={dealerships} value={dealership} onChange={setDealership} />}
    />
  );
}

interface ImportAnswer {
  imported?: { total: number; created: number; updated: number };
  error?: { message: string; fields?: Record<string, string> };
  rows?: { where: string; fields: Record<string, string> }[];
}

function ImportStep({ dealerships }: { dealerships: Dealership[] }) {
  const [dealership, setDealership] = useDealershipChoice(dealerships);
  const form = useStepForm({});
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [rows, setRows] = useState<{ where: string; fields: Record<string, string> }[]>([]);
  const fileId = useId();
  return (
    <Step
      title="5. Cars"
      intro="A CSV file with a header row of the inventory feed's field names (stocknum, make, model, year, car_type, price…). All or nothing: any wrong row is named and nothing is imported."
      form={form}
      specs={[]}
      submit="Import cars"
      disabled={dealerships.length === 0}
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
      before={<DealershipSelect dealerships={dealerships} value={dealership} onChange={setDealership} />}
    >
      <div className="mt-4">
        <label htmlFor={fileId} className="block font-semibold">
          CSV file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-invalid={form.errors.csv ? true : undefined}
          aria-describedby={form.errors.csv ? `${fileId}-error` : undefined}
          className="mt-1"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            setCsv(file ? { name: file.name, text: await file.text() } : null);
          }}
        />
        {form.errors.csv && (
          <p id={`${fileId}-error`} className="mt-1 text-sm text-red-800">
            The file {form.errors.csv}
          </p>
        )}
      </div>
      {rows.length > 0 && (
        <ul className="mt-3 list-disc pl-6">
          {rows.map((row) => (
            <li key={row.where}>
              {row.where}:{" "}
              {Object.entries(row.fields)
                .map(([f, m]) => `${f} ${m}`)
                .join("; ")}
            </li>
          ))}
        </ul>
      )}
    </Step>
  );
}

/** The site's logo through the platform's logo pipeline (PNG, JPEG, WebP or SVG up to 1 MB). */
function LogoUpload({ site, form }: { site: SiteRow; form: StepForm }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="font-semibold">
        Logo<span className="sr-only"> of {site.name}</span>
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/svg+xml"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <button
        type="button"
        className="btn-outline"
        disabled={!file || form.busy}
        onClick={async () => {
          if (!file) return;
          const bytes = new Uint8Array(await file.arrayBuffer());
          let binary = "";
          for (let i = 0; i < bytes.length; i += 0x8000) {
            binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          }
          const answer = await form.send<{ logo: string }>(`sites/${site.id}/logo`, { logo: btoa(binary) });
          if (answer.ok) form.setMessage({ kind: "ok", text: `The logo of ${site.name} is stored.` });
          else if (answer.error.fields.logo)
            form.setMessage({ kind: "error", text: `The logo ${answer.error.fields.logo}.` });
        }}
      >
        Upload logo<span className="sr-only"> of {site.name}</span>
      </button>
    </span>
  );
}

function PublishStep({ sites, onDone }: { sites: SiteRow[]; onDone(): void }) {
  const form = useStepForm({});
  const [previews, setPreviews] = useState<Record<number, string>>({});
  const drafts = sites.filter((s) => !s.published);
  return (
    <section aria-labelledby="publish-title" className="card mt-6 p-5">
      <h2 id="publish-title" className="text-xl font-bold">
        6. Preview and publish
      </h2>
      {drafts.length === 0 ? (
        <p className="mt-2 text-muted">Every site in your scope is published.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {drafts.map((site) => (
            <li key={site.id} className="flex flex-wrap items-center gap-3">
              <span className="font-semibold">{site.name}</span>
              <span className="text-muted">({site.slug}, not published)</span>
              <LogoUpload site={site} form={form} />
              {previews[site.id] ? (
                <a
                  href={previews[site.id]}
                  className="font-semibold text-brand-link underline"
                  target="_blank"
                  rel="noopener"
                >
                  Open the preview<span className="sr-only"> of {site.name}</span> (new tab, 30 minutes)
                </a>
              ) : (
                <button
                  type="button"
                  className="btn-outline"
                  onClick={async () => {
                    const answer = await form.send<{ url: string }>(`sites/${site.id}/preview`, {});
                    if (answer.ok) setPreviews((p) => ({ ...p, [site.id]: answer.data.url }));
                  }}
                >
                  Preview<span className="sr-only"> {site.name}</span>
                </button>
              )}
              <button
                type="button"
                className="btn-brand"
                disabled={form.busy}
                onClick={async () => {
                  const answer = await form.send<{ site: SiteRow; url: string }>(
                    `sites/${site.id}/publish`,
                    {},
                  );
                  if (answer.ok) {
                    form.setMessage({ kind: "ok", text: `${site.name} is published at ${answer.data.url}` });
                    onDone();
                  }
                }}
              >
                Publish<span className="sr-only"> {site.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <StepMessage form={form} />
    </section>
  );
}
