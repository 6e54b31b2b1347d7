import { z } from "zod";
import { applyNameFallback } from "@/domain/leads/apply-name-fallback";
import {
  CLICK_ID_PARAMS,
  MAX_CLICK_ID_LENGTH,
  MAX_LANDING_PAGE_LENGTH,
  MAX_REFERRER_LENGTH,
  MAX_UTM_LENGTH,
  UTM_PARAMS,
} from "@/domain/leads/attribution";
import { emailSchema, optionalField, requiredText } from "@/domain/leads/field-schemas";
import { withoutLeadToken } from "@/domain/leads/no-script-steps";
import { MAX_VISITED_PAGES } from "@/domain/leads/tracking";

// The JSON body of POST /api/leads and PUT /api/leads/{lead_id}, checked by the
// server before anything is stored. It checks shape and types; phone and
// postcode formats depend on the site's market, so the server checks those with the
// form's schema (buildFormSchema) where it knows the site. Every issue's path names the
// field, e.g. ["lead", "email"].

const optionalString = z.string().nullish();

const skippedStepSchema = z.object({
  from: z.number().int().min(0),
  to: z.number().int().min(0),
});

/** Extra form values: flat JSON only (no nested objects a CRM would choke on). */
const extraValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number()])),
]);

/**
 * One arrival as the browser sends it (domain/leads/attribution.ts). The shape and every size
 * are held here: an unknown key, a wrong type or a value over its bound is refused (422 naming
 * it, e.g. attribution.last_touch.utm.utm_campaign), as no browser running the site's code
 * sends one. Values of the right shape that are not what they claim (a click id with a space,
 * a landing page on another host, a time past 90 days) are dropped by leadAttribution instead,
 * and the lead is taken: an enquiry matters more than its attribution.
 */
const touchBodySchema = z
  .object({
    at: z.string().max(40),
    landing_page: z.string().max(MAX_LANDING_PAGE_LENGTH).nullable().default(null),
    referrer: z.string().max(MAX_REFERRER_LENGTH).nullable().default(null),
    click_ids: z.partialRecord(z.enum(CLICK_ID_PARAMS), z.string().max(MAX_CLICK_ID_LENGTH)).default({}),
    utm: z.partialRecord(z.enum(UTM_PARAMS), z.string().max(MAX_UTM_LENGTH)).default({}),
  })
  .strict();

/** The lead's `attribution`: the device's first and last touch. */
const attributionBodySchema = z
  .object({
    first_touch: touchBodySchema.nullable().default(null),
    last_touch: touchBodySchema.nullable().default(null),
  })
  .strict();

/** The lead fields, as the browser sends them (beside them ride the form's own values). */
export const leadFieldsSchema = z.object({
  name: z.string(),
  first_name: optionalString,
  last_name: optionalString,
  middle_name: optionalString,
  email: optionalField(emailSchema),
  phone: optionalString,
  postcode: optionalString,
  category: requiredText(),
  subcategory: optionalString,
  location_id: z.number().int().nullable().optional(),
  lead_id: z.number().int().positive().nullable(),
  lead_status: z.enum(["Incomplete", "Complete"]),
  form_completed: z.boolean(),
  skipped_steps: z.array(skippedStepSchema),
  step_number: z.number().int().min(0),
  has_files: z.boolean(),
  dealership_slug: optionalString,
  website_slug: requiredText(),
  // The lead's pages lose the lead's update token (a no-JavaScript step page's address holds
  // it): these go to the dealer's email, ADF and webhooks.
  url: z.string().transform(withoutLeadToken),
  source: z.literal("Website"),
  user_agent: z.string(),
  visited_pages: z.array(z.string().transform(withoutLeadToken)).max(MAX_VISITED_PAGES),
  linked_query_params: z.record(z.string(), z.string()),
  attribution: attributionBodySchema.optional(),
  opt_in: z.boolean().optional(),
});

const leadSchema = leadFieldsSchema.catchall(extraValueSchema).superRefine((lead, ctx) => {
  if ((lead.lead_status === "Complete") !== lead.form_completed) {
    ctx.addIssue({
      code: "custom",
      path: ["form_completed"],
      message: "form_completed must be true exactly when lead_status is Complete",
    });
  }
});

/**
 * Name, phone and email are required of a complete lead. Partial step leads may come
 * before the visitor has given them (that is the point of sending steps early). The name
 * counts as given when the fallback makes one from first_name. Checked after the form's
 * own rules (validateLeadSubmission), so a form's field (first_name) is named before the
 * payload's `name`, as the browser names it.
 */
export function missingContactFields(lead: {
  lead_status: string;
  name?: unknown;
  first_name?: unknown;
  email?: unknown;
  phone?: unknown;
}): Array<"name" | "email" | "phone"> {
  if (lead.lead_status !== "Complete") return [];
  const named = applyNameFallback({ name: lead.name, first_name: lead.first_name });
  return (["name", "email", "phone"] as const).filter((field) => {
    const value = field === "name" ? named.name : lead[field];
    return typeof value !== "string" || value.trim() === "";
  });
}

export const leadBodySchema = z.object({ lead: leadSchema }, { error: () => "Body must be {lead:{...}}" });

/**
 * The body as a sender builds it (buildLeadPayload): the fields, typed by the schema
 * that checks them, and the form's own values beside them (which the schema checks as flat JSON).
 */
export interface LeadBody {
  lead: z.input<typeof leadFieldsSchema> & { [field: string]: unknown };
}
