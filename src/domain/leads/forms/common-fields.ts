import type { FormField, FormOption } from "@/domain/leads/form-definition";
import { DEFINED_REGISTRATION_STATE_OPTIONS } from "@/domain/leads/registration-states";

// Building blocks shared by the form definitions, so "the user details" mean the same
// fields (names, autocomplete hints, required-ness) on every form.

/** Enquiry types; the value is the category sent with the lead. */
export const ENQUIRY_TYPES = [
  "General",
  "Service",
  "Parts",
  "New Vehicle",
  "Used Vehicle",
  "Fleet",
  "Finance",
  "Careers",
  "Sell My Car",
] as const;

export const GENERAL_ENQUIRY = "General Enquiry";

export const ENQUIRY_TYPE_OPTIONS: readonly FormOption[] = ENQUIRY_TYPES.map((type) => ({
  value: `${type} Enquiry`,
  label: type,
}));

/**
 * Default 'how did you hear' options on standard sites. The spec names the kinds
 * ("a marketplace listing, a social network, a photo-sharing network, a search engine");
 * these are the services Australian shoppers use for each kind.
 */
export const HOW_DID_YOU_HEAR_OPTIONS: readonly FormOption[] = [
  "Facebook Marketplace",
  "Facebook",
  "Instagram",
  "Google",
  "Word of Mouth",
  "Car Sales",
  "Repeat Customer",
  "Other",
].map((label) => ({ value: label, label }));

/** The title of the final step; its alert is styled as success. */
export const USER_DETAILS_STEP_TITLE = "User Details";

export const firstNameField: FormField = {
  name: "first_name",
  type: "string",
  label: "First name",
  autoComplete: "given-name",
};

/** Only shown on sites that enable it (resolveFormDefinition); always optional. */
export const middleNameField: FormField = {
  name: "middle_name",
  type: "string",
  label: "Middle name",
  required: false,
  autoComplete: "additional-name",
};

export const lastNameField: FormField = {
  name: "last_name",
  type: "string",
  label: "Last name",
  autoComplete: "family-name",
};

export const emailField: FormField = { name: "email", type: "email", label: "Email", autoComplete: "email" };

export const phoneField: FormField = { name: "phone", type: "phone", label: "Phone", autoComplete: "tel" };

export const postcodeField: FormField = {
  name: "postcode",
  type: "postcode",
  label: "Postcode",
  autoComplete: "postal-code",
};

export function messageField(label = "Message", required = true): FormField {
  return { name: "message", type: "textarea", label, required };
}

/**
 * The marketing opt-in: never required, and unticked until the shopper ticks it (express
 * consent). The original form had it ticked by default; a pre-ticked box is not consent.
 */
export const optInField: FormField = {
  name: "opt_in",
  type: "opt-in",
  label: "Keep me up to date with news and offers",
  required: false,
  defaultValue: false,
};

/** Required on multi-dealership sites unless hidden (see resolveFormDefinition). */
export const dealershipField: FormField = {
  name: "dealership_slug",
  type: "location-select",
  label: "Preferred dealership",
  optionsSource: "dealerships",
};

export const howDidYouHearField: FormField = {
  name: "where-did-you-hear-about-us",
  type: "select",
  label: "How did you hear about us?",
  // Marketing attribution must not stand between a shopper and their enquiry.
  required: false,
  options: HOW_DID_YOU_HEAR_OPTIONS,
};

/** Name, email and phone: the contact details every enquiry needs. */
export const contactFields: readonly FormField[] = [
  firstNameField,
  middleNameField,
  lastNameField,
  emailField,
  phoneField,
];

/** The car a vehicle-page form is about, set by the page, never typed by the visitor. */
export const vehicleHiddenFields: readonly FormField[] = [
  { name: "car_id", type: "hidden", label: "Car id" },
  { name: "stock_number", type: "hidden", label: "Stock number" },
  { name: "car_type", type: "hidden", label: "Car type" },
  { name: "vehicle_status", type: "hidden", label: "Vehicle status" },
  { name: "Vehicle Make", type: "hidden", label: "Vehicle make" },
  { name: "Vehicle Model", type: "hidden", label: "Vehicle model" },
];

/** The visitor's own car (service, parts, trade-in, sell my car). */
export const ownVehicleFields: readonly FormField[] = [
  { name: "Vehicle Make", type: "make", label: "Make", optionsSource: "makes" },
  { name: "Vehicle Model", type: "model", label: "Model", optionsSource: "models" },
  { name: "year", type: "year", label: "Year" },
];

export const regoField: FormField = { name: "Rego", type: "rego", label: "Registration number" };

/** Its options are the market's states, put in by resolveFormDefinition (none in New Zealand). */
export const regoStateField: FormField = {
  name: "regoState",
  type: "select",
  label: "State of registration",
  options: DEFINED_REGISTRATION_STATE_OPTIONS,
};

export const odometerField: FormField = { name: "odometer", type: "kilometre", label: "Odometer (km)" };
