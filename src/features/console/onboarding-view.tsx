"use client";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { SITE_FONTS } from "@/domain/brand/fonts";
import { HERO_STYLES, MARKETS, SITE_TEMPLATES } from "@/domain/config/site-config";
import { WEEKDAY_NAMES } from "@/domain/site/opening-hours";
import { DealershipField } from "@/features/console/dealership-field";
import { type FieldSpec, Step, type StepForm, StepMessage } from "@/features/console/onboarding-fields";

// The onboarding's markup: each step drawn from its props (the form's state, the lists it
// chooses from) with callbacks for what the member does. The state and the API calls are
// onboarding.tsx's.

export interface Group {
  id: number;
  name: string;
}
export interface Dealership {
  id: number;
  name: string;
  dealer_group_id: number | null;
}
export interface SiteRow {
  id: number;
  name: string;
  slug: string;
  published: boolean;
}
export interface ImportRow {
  where: string;
  fields: Record<string, string>;
}

const NAME = { maxLength: 120, required: true } as const;
const SLUG_HELP = "Lower-case letters, digits and hyphens.";

/** The page: its heading and what it is for, then the steps. */
export function OnboardingView({ children }: { children: ReactNode }) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight" tabIndex={-1}>
        Onboard a dealer
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        Add a dealer group, a dealership, its location and its site, import its cars, then publish. A new site
        answers only to staff previewing it until it is published.
      </p>
      {children}
    </>
  );
}

export function GroupStepView({ form, onSubmit }: { form: StepForm; onSubmit(): void }) {
  return (
    <Step
      title="1. Dealer group"
      form={form}
      submit="Create dealer group"
      specs={[
        { name: "name", label: "Group name", ...NAME },
        { name: "slug", label: "Group slug", required: true, maxLength: 63, help: SLUG_HELP },
      ]}
      onSubmit={onSubmit}
    />
  );
}

export function DealershipStepView({
  form,
  groups,
  feedKey,
  onSubmit,
}: {
  form: StepForm;
  groups: readonly Group[];
  /** The new dealership's inventory-feed key, shown once. */
  feedKey: string | null;
  onSubmit(): void;
}) {
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
      onSubmit={onSubmit}
    >
      {feedKey && <FeedKey value={feedKey} />}
    </Step>
  );
}

function FeedKey({ value }: { value: string }) {
  const id = useId();
  return (
    <div className="mt-4 rounded-md border border-line bg-surface p-3">
      <Field id={id} label="Inventory-feed key (shown once)" markOptional={false}>
        {(control) => (
          <input
            readOnly
            value={value}
            className="mt-1 w-full rounded-md border border-line px-3 py-2 font-mono"
            {...control}
          />
        )}
      </Field>
    </div>
  );
}

/** Which dealership a step is for. */
interface DealershipChoice {
  dealerships: readonly Dealership[];
  dealership: string;
  onDealership(value: string): void;
}

function DealershipSelect({ dealerships, dealership, onDealership }: DealershipChoice) {
  const id = useId();
  return (
    <div className="mb-4">
      <DealershipField
        id={id}
        dealerships={dealerships}
        value={dealership}
        onChange={onDealership}
        width="w-full md:w-1/2"
      />
    </div>
  );
}

const LOCATION_SPECS: FieldSpec[] = [
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

/** The location step; `form.errors` already name an hours error by its day's open_N field. */
export function LocationStepView({
  form,
  onSubmit,
  ...choice
}: DealershipChoice & { form: StepForm; onSubmit(): void }) {
  const disabled = choice.dealerships.length === 0;
  return (
    <Step
      title="3. Location"
      intro="Address, phones, opening hours (Sunday first) and map position."
      form={form}
      submit="Add location"
      disabled={disabled}
      specs={LOCATION_SPECS}
      onSubmit={onSubmit}
      before={<DealershipSelect {...choice} />}
    >
      <OpeningHours values={form.values} errors={form.errors} set={form.set} disabled={disabled} />
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
  const input = "w-full min-w-0 rounded-md border border-line px-2 py-1 text-sm";
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
              {/* The day's message is on a row of its own (below), so the times carry it themselves. */}
              {(["open", "close"] as const).map((end) => (
                <div key={end} className="min-w-0">
                  <Field
                    id={`${id}-${end}-${i}`}
                    label={
                      <>
                        <span className="sr-only">{day} </span>
                        {end === "open" ? "opens" : "closes"}
                      </>
                    }
                    markOptional={false}
                  >
                    {(control) => (
                      <input
                        type="time"
                        className={input}
                        value={values[`${end}_${i}`] ?? ""}
                        onChange={(e) => set(`${end}_${i}`)(e.target.value)}
                        {...control}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error-${i}` : undefined}
                      />
                    )}
                  </Field>
                </div>
              ))}
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

const SITE_SPECS: FieldSpec[] = [
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
];

/** The site step; `form.errors` already name a theme error by its field (primary, not theme.primary). */
export function SiteStepView({
  form,
  onSubmit,
  ...choice
}: DealershipChoice & { form: StepForm; onSubmit(): void }) {
  return (
    <Step
      title="4. Site"
      intro="It starts unpublished: only staff previewing it from here can see it."
      form={form}
      submit="Create site"
      disabled={choice.dealerships.length === 0}
      specs={SITE_SPECS}
      onSubmit={onSubmit}
      before={<DealershipSelect {...choice} />}
    />
  );
}

export function ImportStepView({
  form,
  rows,
  onFile,
  onSubmit,
  ...choice
}: DealershipChoice & {
  form: StepForm;
  /** The wrong rows of a refused file. */
  rows: readonly ImportRow[];
  onFile(file: File | null): void;
  onSubmit(): void;
}) {
  const fileId = useId();
  return (
    <Step
      title="5. Cars"
      intro="A CSV file with a header row of the inventory feed's field names (stocknum, make, model, year, car_type, price…). All or nothing: any wrong row is named and nothing is imported."
      form={form}
      specs={[]}
      submit="Import cars"
      disabled={choice.dealerships.length === 0}
      onSubmit={onSubmit}
      before={<DealershipSelect {...choice} />}
    >
      <div className="mt-4">
        <Field
          id={fileId}
          label="CSV file"
          required
          error={form.errors.csv ? `The file ${form.errors.csv}` : undefined}
        >
          {(control) => (
            <input
              type="file"
              accept=".csv,text/csv"
              className="mt-1"
              onChange={(e) => onFile(e.target.files?.[0] ?? null)}
              {...control}
            />
          )}
        </Field>
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
function LogoUpload({
  site,
  canUpload,
  onFile,
  onUpload,
}: {
  site: SiteRow;
  canUpload: boolean;
  onFile(file: File | null): void;
  onUpload(): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field
        id={id}
        label={
          <>
            Logo<span className="sr-only"> of {site.name}</span>
          </>
        }
        markOptional={false}
      >
        {(control) => (
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            className="mt-1"
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
            {...control}
          />
        )}
      </Field>
      <Button variant="secondary" disabled={!canUpload} onClick={onUpload}>
        Upload logo<span className="sr-only"> of {site.name}</span>
      </Button>
    </div>
  );
}

export function PublishStepView({
  form,
  sites,
  previews,
  logoChosen,
  onLogoFile,
  onUploadLogo,
  onPreview,
  onPublish,
}: {
  form: StepForm;
  sites: readonly SiteRow[];
  /** Each site's preview link, once asked for. */
  previews: Record<number, string>;
  /** Whether a logo file is chosen for the site. */
  logoChosen(site: SiteRow): boolean;
  onLogoFile(site: SiteRow, file: File | null): void;
  onUploadLogo(site: SiteRow): void;
  onPreview(site: SiteRow): void;
  onPublish(site: SiteRow): void;
}) {
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
              <LogoUpload
                site={site}
                canUpload={logoChosen(site) && !form.busy}
                onFile={(file) => onLogoFile(site, file)}
                onUpload={() => onUploadLogo(site)}
              />
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
                <Button variant="secondary" onClick={() => onPreview(site)}>
                  Preview<span className="sr-only"> {site.name}</span>
                </Button>
              )}
              <Button disabled={form.busy} onClick={() => onPublish(site)}>
                Publish<span className="sr-only"> {site.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <StepMessage form={form} />
    </section>
  );
}
