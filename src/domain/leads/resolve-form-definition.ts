import type { FormDefinition, FormField, FormSiteContext } from "@/domain/leads/form-definition";
import { consentField } from "@/domain/leads/forms/credit-consent";
import { marketWords } from "@/domain/leads/market-words";
import { postcodeRule } from "@/domain/leads/postcode-rules";
import { isRegistrationStateField, REGISTRATION_STATE_OPTIONS } from "@/domain/leads/registration-states";

const MIDDLE_NAME_FIELD = "middle_name";
const MESSAGE_FIELD = "message";
const DEALERSHIP_FIELD = "dealership_slug";
const HOW_DID_YOU_HEAR_FIELD = "where-did-you-hear-about-us";

/** A field's label and options in the market's words (market-words.ts). */
function inMarketWords(field: FormField, market: FormSiteContext["market"]): FormField {
  if (market !== "US") return field;
  return {
    ...field,
    label: marketWords(field.label, market),
    ...(field.options
      ? { options: field.options.map((option) => ({ ...option, label: marketWords(option.label, market) })) }
      : {}),
  };
}

/**
 * The state a car is registered in is asked among its market's states; a New Zealand car is
 * in no state, so the question is left out (null).
 */
function inMarketStates(field: FormField, market: FormSiteContext["market"]): FormField | null {
  if (!isRegistrationStateField(field)) return field;
  const states = REGISTRATION_STATE_OPTIONS[market];
  return states === null ? null : { ...field, options: states };
}

function resolveField(given: FormField, site: FormSiteContext): FormField[] {
  const field = inMarketStates(given, site.market);
  if (field === null) return [];
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
