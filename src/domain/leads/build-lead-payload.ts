import { applyNameFallback } from "@/domain/leads/apply-name-fallback";
import type { DeviceAttribution } from "@/domain/leads/attribution";
import type { SkippedStep } from "@/domain/leads/form-step-reducer";
import { careersLeadCategory } from "@/domain/leads/forms/careers";
import type { LeadBody } from "@/domain/leads/lead-body-schema";

/** "Lead (payload wrapped under lead)": the body POST /api/leads checks (leadBodySchema). */
export type LeadPayload = LeadBody;

export interface LeadPayloadContext {
  /** The form's category (a category field in the values wins). */
  category: string;
  subcategory?: string;
  website_slug: string;
  /** The page the form was sent from. */
  url: string;
  user_agent: string;
  /** The site's dealership when the form has no dealership choice. */
  dealership_slug?: string | null;
  location_id?: number | null;
  /** The id the first step send returned, reused for every later send. */
  lead_id?: number | null;
  /** True when sending a finished step of a multi-step form, not the final submit. */
  partial: boolean;
  /** The step being sent, from 0 (the last step for the final submit). */
  step_number: number;
  skipped_steps?: readonly SkippedStep[];
  /** Overrides file detection (e.g. when files were already uploaded separately). */
  has_files?: boolean;
  visited_pages?: readonly string[];
  linked_query_params?: Readonly<Record<string, string>>;
  /** Where the shopper came from (attribution.ts); left out when the device kept nothing. */
  attribution?: DeviceAttribution | null;
  /** One site variant sends these four as 'Yes'/'No' strings. */
  yesNoFields?: boolean;
}

/** Sent as 'Yes'/'No' strings on the yes_no_fields site variant. */
export const YES_NO_FIELDS = ["Ready to sell", "Valuation guide", "Best Finance", "Best Deal"] as const;

const PERSON_FIELDS = ["first_name", "last_name", "middle_name", "email", "phone", "postcode"] as const;
// Set by this builder; a form value under one of these names must not override them.
const SYSTEM_FIELDS = new Set<string>([
  "name",
  ...PERSON_FIELDS,
  "category",
  "subcategory",
  "location_id",
  "lead_id",
  "lead_status",
  "form_completed",
  "skipped_steps",
  "step_number",
  "has_files",
  "dealership_slug",
  "website_slug",
  "url",
  "source",
  "user_agent",
  "visited_pages",
  "linked_query_params",
  "attribution",
]);

function text(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

function isYes(value: unknown): boolean {
  return value === true || value === "true" || value === "on" || value === "Yes" || value === "yes";
}

function isFile(value: unknown): boolean {
  return typeof Blob !== "undefined" && value instanceof Blob;
}

function containsFile(value: unknown): boolean {
  return isFile(value) || (Array.isArray(value) && value.some(isFile));
}

/**
 * Builds the body of POST /api/leads and PUT /api/leads/{lead_id} from a
 * form's parsed values. Partial step sends are 'Incomplete' with form_completed false;
 * the final submit is 'Complete'. The name is the given name, else "first last", else
 * the spec's fallback (first_name). A Careers Enquiry is re-mapped (careersLeadCategory).
 */
export function buildLeadPayload(
  values: Readonly<Record<string, unknown>>,
  ctx: LeadPayloadContext,
): LeadPayload {
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!SYSTEM_FIELDS.has(key) && value !== undefined) rest[key] = value;
  }
  if (ctx.yesNoFields) {
    for (const key of YES_NO_FIELDS) rest[key] = isYes(values[key]) ? "Yes" : "No";
  }

  const person: Partial<Record<(typeof PERSON_FIELDS)[number], string>> = {};
  for (const key of PERSON_FIELDS) {
    const value = text(values[key]);
    if (value !== undefined) person[key] = value;
  }
  const joined =
    person.first_name && person.last_name ? `${person.first_name} ${person.last_name}` : undefined;
  const { name } = applyNameFallback({ name: text(values.name) ?? joined, first_name: person.first_name });

  const { category, subcategory } = careersLeadCategory(
    text(values.category) ?? ctx.category,
    text(values.subcategory) ?? ctx.subcategory,
  );

  const lead: LeadBody["lead"] = {
    ...rest,
    name: name ?? "",
    ...person,
    category,
    ...(subcategory === undefined ? {} : { subcategory }),
    location_id: ctx.location_id ?? null,
    lead_id: ctx.lead_id ?? null,
    lead_status: ctx.partial ? "Incomplete" : "Complete",
    form_completed: !ctx.partial,
    skipped_steps: (ctx.skipped_steps ?? []).map((skip) => ({ from: skip.from, to: skip.to })),
    step_number: ctx.step_number,
    has_files: ctx.has_files ?? Object.values(values).some(containsFile),
    dealership_slug: text(values.dealership_slug) ?? ctx.dealership_slug ?? null,
    website_slug: ctx.website_slug,
    url: ctx.url,
    source: "Website",
    user_agent: ctx.user_agent,
    visited_pages: [...(ctx.visited_pages ?? [])],
    linked_query_params: { ...ctx.linked_query_params },
    ...(ctx.attribution ? { attribution: ctx.attribution } : {}),
  };
  return { lead };
}
