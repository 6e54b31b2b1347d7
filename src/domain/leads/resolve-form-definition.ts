import type { FormDefinition, FormField, FormSiteContext } from "@/domain/leads/form-definition";
import { consentField } from "@/domain/leads/forms/credit-consent";
import { postcodeRule } from "@/domain/leads/postcode-rules";
import { localiseText } from "@/domain/site/locale";

const MIDDLE_NAME_FIELD = "middle_name";
const MESSAGE_FIELD = "message";
const DEALERSHIP_FIELD = "dealership_slug";
const HOW_DID_YOU_HEAR_FIELD = "where-did-you-hear-about-us";

/**
 * A US site's forms in US words: US spelling (localiseText: "Tire rotation", "inquiry"),
 * the licence plate for the registration, miles on the odometer, scheduled maintenance for
 * a logbook service. Only what the shopper reads changes; names and option values do not.
 */
const US_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bRegistration number\b/g, "License plate"],
  [/\bState of registration\b/g, "State"],
  [/\bRegistration\b/g, "License plate"],
  [/\bOdometer \(km\)/g, "Odometer (miles)"],
  [/\blogbook service\b/g, "scheduled maintenance"],
];

function usFormWords(text: string): string {
  return US_PHRASES.reduce((out, [pattern, words]) => out.replace(pattern, words), localiseText(text, "US"));
}

function inMarketWords(field: FormField, market: FormSiteContext["market"]): FormField {
  if (market !== "US") return field;
  return {
    ...field,
    label: usFormWords(field.label),
    ...(field.options
      ? { options: field.options.map((option) => ({ ...option, label: usFormWords(option.label) })) }
      : {}),
  };
}

function resolveField(field: FormField, site: FormSiteContext): FormField[] {
  let resolved = inMarketWords(consentField(field, site), site.market);
  if (field.name === MIDDLE_NAME_FIELD) {
    // Optional, and shown only when enabled.
    if (!site.middleNameEnabled) return [];
    resolved = { ...resolved, required: false };
  }
  if (field.type === "postcode") {
    // The market names the field (a US site asks for a ZIP code).
    resolved = { ...resolved, label: postcodeRule(site.market).label };
  }
  if (field.name === MESSAGE_FIELD && site.messageOptional) {
    resolved = { ...resolved, required: false };
  }
  if (field.name === DEALERSHIP_FIELD) {
    // Required on multi-dealership sites unless hidden. Elsewhere the choice is
    // hidden rather than removed, so a dealership preset by the page (car, query string)
    // still reaches the lead.
    const offered = site.multiDealership === true && site.dealershipChoiceHidden !== true;
    resolved = offered
      ? { ...resolved, required: true, hidden: false }
      : { ...resolved, required: false, hidden: true };
  }
  if (
    field.name === HOW_DID_YOU_HEAR_FIELD &&
    site.howDidYouHearOptions &&
    site.howDidYouHearOptions.length > 0
  ) {
    resolved = { ...resolved, options: site.howDidYouHearOptions.map((label) => ({ value: label, label })) };
  }
  if (site.stripServiceSuffix && resolved.options) {
    resolved = {
      ...resolved,
      options: resolved.options.map((option) => ({ ...option, label: stripServiceSuffix(option.label) })),
    };
  }
  return [resolved];
}

/**
 * Applies a site's variants (Enquiry form and Field rules) to a form so the UI
 * renders, and the schema validates, exactly the same fields.
 */
export function resolveFormDefinition(definition: FormDefinition, site: FormSiteContext): FormDefinition {
  return {
    ...definition,
    steps: definition.steps.map((step) => ({
      ...step,
      fields: step.fields.flatMap((field) => resolveField(field, site)),
    })),
  };
}

const SERVICE_SUFFIX = " - Service";

/**
 * On one site variant, select labels lose a trailing ' - Service' (for example
 * a location list whose service departments are named "Northside - Service"). Only the
 * label changes; the option's value is what gets sent.
 */
export function stripServiceSuffix(label: string): string {
  return label.endsWith(SERVICE_SUFFIX) ? label.slice(0, -SERVICE_SUFFIX.length) : label;
}
