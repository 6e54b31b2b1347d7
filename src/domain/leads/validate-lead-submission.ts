import { applyNameFallback } from "@/domain/leads/apply-name-fallback";
import { leadAttribution } from "@/domain/leads/attribution";
import { buildFormSchema } from "@/domain/leads/build-form-schema";
import { YES_NO_FIELDS } from "@/domain/leads/build-lead-payload";
import type { FormDefinition, FormSiteContext } from "@/domain/leads/form-definition";
import { type FormSiteSource, formSiteContextFor } from "@/domain/leads/form-site-context";
import { stepsToValidate } from "@/domain/leads/form-steps";
import { careersLeadCategory } from "@/domain/leads/forms/careers";
import { recordedConsent } from "@/domain/leads/forms/credit-consent";
import { financeForm } from "@/domain/leads/forms/finance";
import { DEFAULT_FORM_ID, formDefinitionById } from "@/domain/leads/forms/form-registry";
import { siteOffersForm } from "@/domain/leads/forms/offers-subscription";
import { leadBodySchema, leadFieldsSchema, missingContactFields } from "@/domain/leads/lead-body-schema";
import { INVALID_OPTION, REQUIRED } from "@/domain/leads/messages";
import { normalisePhone } from "@/domain/leads/normalise-phone";
import { normaliseTypedMobile } from "@/domain/leads/phone";
import { resolveFormDefinition } from "@/domain/leads/resolve-form-definition";
import type { StoredLeadPayload } from "@/domain/leads/stored-lead-payload";

/** What the lead API needs to know about the site a lead is sent to. */
export interface LeadSiteSource extends FormSiteSource {
  slug: string;
  dealerships: ReadonlyArray<{ id: number; slug: string }>;
  config: FormSiteSource["config"] & {
    forms: FormSiteSource["config"]["forms"] & { yes_no_fields: boolean };
    /** Forms only some sites offer (siteOffersForm); absent, those forms are refused. */
    flags?: { offers_subscription?: boolean };
    /** The lender the site's finance applications go to (named on each one). */
    commerce?: { finance_provider: string | null };
  };
}

export const UNKNOWN_FORM = "Unknown form.";

/**
 * Payload fields kept from the body as sent; any other key is kept only when the
 * form defines it (and then as the form's schema parsed it), so a client cannot stuff
 * arbitrary data into a dealer's CRM.
 */
const PAYLOAD_FIELDS = [
  "name",
  "first_name",
  "last_name",
  "middle_name",
  "email",
  "phone",
  "postcode",
  "location_id",
  "lead_status",
  "form_completed",
  "skipped_steps",
  "step_number",
  "has_files",
  "url",
  "user_agent",
  "visited_pages",
  "linked_query_params",
  "opt_in",
  "manufacturer_slug",
  "page_id",
  "autogauge_enabled",
] as const;

interface ValidLeadSubmission {
  ok: true;
  form: FormDefinition;
  /** The lead as stored and delivered: the spec's payload fields plus the form's parsed values. */
  payload: StoredLeadPayload;
  complete: boolean;
  step_number: number;
  category: string;
  /** The lead id the body names (PUT bodies carry it), if any. */
  lead_id: number | null;
  dealership_slug: string | null;
  /** The car the lead is about, as the page sent it (an id or a slug). */
  car_ref: string | null;
}

export type LeadSubmissionResult = ValidLeadSubmission | { ok: false; fields: Record<string, string> };

function firstIssues(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  into: Record<string, string>,
  dropPrefix?: string,
) {
  for (const issue of issues) {
    let path = issue.path.map(String);
    if (dropPrefix !== undefined && path[0] === dropPrefix && path.length > 1) path = path.slice(1);
    const name = path.length > 0 ? path.join(".") : (dropPrefix ?? "body");
    into[name] ??= issue.message;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/**
 * The phone as an E.164 number for the dealer (normalisePhone), next to the phone as typed.
 * Only a phone this send validated is normalised; a phone carried along unchecked by an
 * earlier step gets null (and is normalised when its own step is sent), so a stale E.164
 * never outlives the number it came from.
 */
function phoneE164(phone: string, validated: boolean, ctx: FormSiteContext): string | null {
  if (!validated || phone === "") return null;
  const result = normalisePhone(phone, { market: ctx.market, mobileOnly: ctx.mobileOnlyPhone });
  return result.ok ? result.value : null;
}

/**
 * The phone as an E.164 mobile (Mobile normalisation: AU 04 → +614, US 10 digits or
 * 11 starting 1 → +1…, the test number → its fixed form), for a CRM or webhook that sends a
 * text message. A landline or a number that does not normalise has none (null); the same
 * rule as phoneE164 for a phone this send did not check.
 */
function mobileE164(phone: string, validated: boolean, ctx: FormSiteContext): string | null {
  if (!validated || phone === "") return null;
  const result = normaliseTypedMobile(phone, ctx.market);
  return result.ok ? result.value : null;
}

/** The form fields that give each of the required contact details. */
const CONTACT_FIELDS = {
  name: ["name", "first_name", "last_name"],
  email: ["email"],
  phone: ["phone"],
} as const;

/** The body's `lead` object when the body has one, whatever its fields hold. */
function rawLead(body: unknown): Record<string, unknown> | null {
  if (typeof body !== "object" || body === null || !("lead" in body)) return null;
  const lead = (body as { lead: unknown }).lead;
  return typeof lead === "object" && lead !== null && !Array.isArray(lead)
    ? (lead as Record<string, unknown>)
    : null;
}

/**
 * The form's own checks of a lead (its schema with the site's variants, for the steps this
 * send covers), the choices only the site knows (its dealerships) and the required
 * contact details, each failure added to `fields` (a field already named keeps its first
 * message). Null when the lead names no form this site offers. A lead whose step fields are
 * not the right types (the body check names them) is checked on every step it can be.
 */
function formIssues(
  lead: Record<string, unknown> | null,
  site: LeadSiteSource,
  fields: Record<string, string>,
): { form: FormDefinition; values: Record<string, unknown> } | null {
  if (lead === null) return null;
  const formId = text(lead.form_id) ?? DEFAULT_FORM_ID;
  const form = formDefinitionById(formId);
  if (!form || !siteOffersForm(form.id, site.config)) {
    fields.form_id = UNKNOWN_FORM;
    return null;
  }
  const complete = lead.lead_status === "Complete";
  const stepNumber = typeof lead.step_number === "number" ? lead.step_number : 0;
  const skipped = leadFieldsSchema.shape.skipped_steps.safeParse(lead.skipped_steps);
  const ctx = formSiteContextFor(site);
  const values: Record<string, unknown> = {};
  for (const step of stepsToValidate(form.steps.length, stepNumber, complete, skipped.data ?? [])) {
    const result = buildFormSchema(form, ctx, { step }).safeParse(lead);
    if (result.success) Object.assign(values, result.data);
    else firstIssues(result.error.issues, fields);
  }

  const dealershipSlug = text(lead.dealership_slug) ?? null;
  if (dealershipSlug !== null && !site.dealerships.some((d) => d.slug === dealershipSlug)) {
    fields.dealership_slug ??= INVALID_OPTION;
  }
  // The contact details, unless the form already named the field that gives them.
  for (const field of missingContactFields({ ...lead, lead_status: complete ? "Complete" : "Incomplete" })) {
    if (!CONTACT_FIELDS[field].some((named) => fields[named] !== undefined)) fields[field] ??= REQUIRED;
  }
  return { form, values };
}

/**
 * The server's check of a lead body, the same rules the browser form
 * used: the body's shape (leadBodySchema), then the form's own schema (buildFormSchema with
 * the site's variants) for the steps this send covers (stepsToValidate), then the choices
 * only the site knows (its dealerships). A failure names every invalid field at once, the
 * first message of each. On success the stored payload is built from the
 * parsed values: the category is the form's (careers re-mapped), the site's slug
 * wins over the body's, the name fallback applies, and the yes_no_fields variant's four
 * checks are 'Yes'/'No', and the phone is kept as typed with its E.164 form next to
 * it (phone_e164), and its E.164 mobile form when it is a mobile (mobile_e164). Keys outside the spec's payload and the form's fields are dropped.
 * The shopper's attribution is cleaned and its source derived at `now` (leadAttribution).
 */
export function validateLeadSubmission(
  body: unknown,
  site: LeadSiteSource,
  now: Date = new Date(),
): LeadSubmissionResult {
  const fields: Record<string, string> = {};
  const parsedBody = leadBodySchema.safeParse(body);
  if (!parsedBody.success) firstIssues(parsedBody.error.issues, fields, "lead");
  // A body whose shape is wrong is still checked against its form, so the answer names every
  // field to fix at once rather than one per try.
  const checked = formIssues(parsedBody.success ? parsedBody.data.lead : rawLead(body), site, fields);
  if (!parsedBody.success || !checked) return { ok: false, fields };
  const { form, values } = checked;
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const lead = parsedBody.data.lead;
  const complete = lead.lead_status === "Complete";
  const ctx = formSiteContextFor(site);
  const dealershipSlug = text(lead.dealership_slug) ?? null;

  if (site.config.forms.yes_no_fields) {
    for (const key of YES_NO_FIELDS)
      if (typeof values[key] === "boolean") values[key] = values[key] ? "Yes" : "No";
  }
  const { category, subcategory } = careersLeadCategory(
    text(values.category) ?? form.category,
    text(values.subcategory) ?? form.subcategory,
  );
  const first = text(values.first_name) ?? text(lead.first_name);
  const last = text(values.last_name) ?? text(lead.last_name);
  const { name } = applyNameFallback({
    name: text(lead.name) ?? (first && last ? `${first} ${last}` : undefined),
    first_name: first,
  });

  const system: Record<string, unknown> = {};
  for (const key of PAYLOAD_FIELDS) if (lead[key] !== undefined) system[key] = lead[key];
  const payload: StoredLeadPayload = {
    ...system,
    ...values,
    form_id: form.id,
    name: name ?? "",
    category,
    website_slug: site.slug,
    dealership_slug: dealershipSlug,
    source: "Website",
  };
  if ("phone" in payload) {
    const phone = typeof payload.phone === "string" ? payload.phone.trim() : "";
    payload.phone_e164 = phoneE164(phone, "phone" in values, ctx);
    payload.mobile_e164 = mobileE164(phone, "phone" in values, ctx);
  }
  // commerce.finance_provider: a finance application names the lender it goes to.
  const financeProvider = site.config.commerce?.finance_provider?.trim();
  if (form.id === financeForm.id && financeProvider) payload.finance_provider = financeProvider;
  // The consent given, in the words shown, recorded with the lead.
  const consent = recordedConsent(
    resolveFormDefinition(form, ctx).steps.flatMap((step) => step.fields),
    values,
    now,
  );
  if (consent) payload.consent = consent;
  // Only when sent: a later step without it keeps what the lead's first step stored.
  if (lead.attribution !== undefined) payload.attribution = leadAttribution(lead.attribution, now);
  if (subcategory === undefined) delete payload.subcategory;
  else payload.subcategory = subcategory;
  const carRef = values.car_id ?? lead.car_id;
  return {
    ok: true,
    form,
    payload,
    complete,
    step_number: lead.step_number,
    category,
    lead_id: lead.lead_id,
    dealership_slug: dealershipSlug,
    car_ref: carRef === undefined || carRef === null || carRef === "" ? null : String(carRef),
  };
}
