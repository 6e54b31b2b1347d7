import type { PhoneMarket } from "@/domain/leads/phone";
import { DEFAULT_CONVERSION_EVENT_ID } from "@/domain/site/event-catalogue";

// Forms are data. A definition says which fields each step has and how they behave;
// the UI renders it, buildFormSchema validates it, buildLeadPayload sends it. Site
// variants are applied by resolveFormDefinition, never by editing a form.

/** "Form field types", as kebab-case type names. */
export const FORM_FIELD_TYPES = [
  "address",
  "button",
  "card-number",
  "card-expiry",
  "check",
  "check-group",
  "check-card",
  "currency",
  "date-time",
  "distance",
  "dob",
  "email",
  "expiry-date",
  "file",
  "full-name",
  "hidden",
  "kilometre",
  "licence-number",
  "location-select",
  "make",
  "model",
  "number",
  "opt-in",
  "phone",
  "postcode",
  "radio",
  "radio-group",
  "radio-card",
  "rego",
  "select",
  "service-interval",
  "star-rating",
  "string",
  "textarea",
  "tyres",
  "year",
  "custom",
] as const;

type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export interface FormOption {
  value: string;
  label: string;
  description?: string;
}

/**
 * Where a field's options come from when they are not fixed in the definition (the
 * site's dealerships, the dashboard's booking slots, the stock's makes and models).
 * Such options are only known at runtime, so they are not checked by buildFormSchema.
 */
export type OptionsSource =
  | "dealerships"
  | "locations"
  | "service-slots"
  | "appointment-slots"
  | "makes"
  | "models"
  | "service-intervals"
  | "subscription-plans";

/**
 * A conditional field is shown only when another field has a value (and that
 * value has no error), or when a predicate (here: equality) holds.
 */
export type ShowWhen = { field: string; hasValue: true } | { field: string; equals: string | boolean };

export type FieldValue = string | number | boolean | readonly string[];

export interface FormField {
  /** The lead field name, exactly as the spec spells it (first_name, 'Vehicle Make', ...). */
  name: string;
  type: FormFieldType;
  label: string;
  /** Every field is required unless marked otherwise. */
  required?: boolean;
  options?: readonly FormOption[];
  optionsSource?: OptionsSource;
  defaultValue?: FieldValue;
  showWhen?: ShowWhen;
  placeholder?: string;
  autoComplete?: string;
  /** Not shown to the visitor and not validated; its value (if any) is still sent. */
  hidden?: boolean;
  /** For type "custom": the component key the UI renders. */
  component?: string;
  /** Text shown with the field (a check's collection notice), with a link to read more. */
  notice?: { text: string; linkLabel: string; href: string };
}

interface FormStep {
  title: string;
  fields: readonly FormField[];
}

export interface FormDefinition {
  id: string;
  title: string;
  /** The lead category sent with the lead (and slugified for /success). */
  category: string;
  subcategory?: string;
  steps: readonly FormStep[];
  submitLabel?: string;
  nextLabel?: string;
  backLabel?: string;
  /** Conversion event fired on the final submit, default 22 (General). */
  conversionEventId?: number;
  /**
   * 14-24: the form-submission id a form also sends when its conversion is another
   * id (the trade-in valuation converts as 53 and is still a Trade-in form submission, 18).
   */
  submissionEventId?: number;
  /** Overrides the category used for the /success page. */
  successCategory?: string;
}

/** Per-site variants that change a form (Enquiry form / Field rules). */
export interface FormSiteContext {
  market: PhoneMarket;
  /** Phone fields accept Australian mobiles only. */
  mobileOnlyPhone?: boolean;
  /** Middle name is optional and shown only when enabled. */
  middleNameEnabled?: boolean;
  /** Message is required unless configured otherwise. */
  messageOptional?: boolean;
  /** The site offers more than one dealership to choose from. */
  multiDealership?: boolean;
  /** The dealership choice is hidden even on a multi-dealership site. */
  dealershipChoiceHidden?: boolean;
  /** Strip ' - Service' from option labels on one variant. */
  stripServiceSuffix?: boolean;
  /** The site's own 'how did you hear' options (the standard list otherwise). */
  howDidYouHearOptions?: readonly string[] | null;
  /** The site's privacy policy (a path on the site), linked from collection notices. */
  privacyPolicyHref?: string;
}

/** Default button labels (the default conversion event id is the catalogue's). */
const DEFAULT_SUBMIT_LABEL = "Submit";
const DEFAULT_NEXT_LABEL = "Continue";
const DEFAULT_BACK_LABEL = "Go Back";

export interface FormSettings {
  submitLabel: string;
  nextLabel: string;
  backLabel: string;
  conversionEventId: number;
  successCategory: string;
}

/** A definition's optional settings with the spec's defaults filled in. */
export function formSettings(definition: FormDefinition): FormSettings {
  return {
    submitLabel: definition.submitLabel ?? DEFAULT_SUBMIT_LABEL,
    nextLabel: definition.nextLabel ?? DEFAULT_NEXT_LABEL,
    backLabel: definition.backLabel ?? DEFAULT_BACK_LABEL,
    conversionEventId: definition.conversionEventId ?? DEFAULT_CONVERSION_EVENT_ID,
    successCategory: definition.successCategory ?? definition.category,
  };
}

/** General: required unless marked not required. */
export function isFieldRequired(field: FormField): boolean {
  return field.required ?? true;
}

/**
 * The values a form starts with: each field's defaultValue (the category select
 * starts at General Enquiry, opt_in starts ticked). Defaults are applied here, when the
 * form opens, and never while validating: an unticked opt-in that arrives empty at the
 * server means "no", not "use the default".
 */
export function initialFormValues(definition: FormDefinition): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const step of definition.steps) {
    for (const field of step.fields) {
      if (field.defaultValue !== undefined) values[field.name] = field.defaultValue;
    }
  }
  return values;
}
