import type { FormDefinition } from "@/domain/leads/form-definition";
import { ENQUIRY_TYPES } from "@/domain/leads/forms/common-fields";
import { EVENT_IDS } from "@/domain/site/event-catalogue";

type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/**
 * The event of an enquiry by the type the shopper chose ("Enquiry types"). A
 * service enquiry is 45 and a careers enquiry 51 (their own ids, not the General 22); the
 * others are the form submissions 14-24, and Sell My Car is 40.
 */
const EVENT_BY_ENQUIRY_TYPE: { readonly [T in EnquiryType]: number } = {
  General: EVENT_IDS.form_general,
  Service: EVENT_IDS.service_enquiry,
  Parts: EVENT_IDS.form_parts,
  "New Vehicle": EVENT_IDS.form_new_vehicle,
  "Used Vehicle": EVENT_IDS.form_used_vehicle,
  Fleet: EVENT_IDS.form_fleet,
  Finance: EVENT_IDS.form_finance,
  Careers: EVENT_IDS.career,
  "Sell My Car": EVENT_IDS.sell_my_car,
};

/** The event for a chosen category value ('Service Enquiry'), or null for anything else. */
export function enquiryTypeEventId(category: unknown): number | null {
  if (typeof category !== "string") return null;
  const type = category.trim().replace(/ Enquiry$/, "");
  return (ENQUIRY_TYPES as readonly string[]).includes(type)
    ? EVENT_BY_ENQUIRY_TYPE[type as EnquiryType]
    : null;
}

/**
 * The conversion event of a finished form: on a form where the shopper picks the enquiry
 * type (a `category` field), the type decides; otherwise the page's or form's own event.
 */
export function conversionEventIdFor(
  definition: Pick<FormDefinition, "steps">,
  values: Readonly<Record<string, unknown>>,
  configured: number,
): number {
  const picksCategory = definition.steps.some((step) => step.fields.some((f) => f.name === "category"));
  return (picksCategory && enquiryTypeEventId(values.category)) || configured;
}
