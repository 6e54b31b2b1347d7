import type { FormField, FormOption } from "@/domain/leads/form-definition";
import type { PhoneMarket } from "@/domain/leads/phone";
import { REGO_STATES } from "@/domain/leads/vehicle-lookup";

/** The fifty US states and the District of Columbia, by their postal codes. */
const US_STATES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "DC",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
] as const;

const asOptions = (codes: readonly string[]): readonly FormOption[] =>
  codes.map((code) => ({ value: code, label: code }));

/**
 * The states a vehicle can be registered in, per market: Australia's states and territories,
 * the US states and DC. New Zealand registers vehicles in one national register, so there is
 * no state to ask for (null): its forms leave the question out.
 */
export const REGISTRATION_STATE_OPTIONS: Readonly<Record<PhoneMarket, readonly FormOption[] | null>> = {
  AU: asOptions(REGO_STATES),
  NZ: null,
  US: asOptions(US_STATES),
};

/** The question's options as the form definitions declare them (the Australian list). */
export const DEFINED_REGISTRATION_STATE_OPTIONS = asOptions(REGO_STATES);

const LISTS = Object.values(REGISTRATION_STATE_OPTIONS)
  .filter((list): list is readonly FormOption[] => list !== null)
  .map((list) => list.map((option) => option.value).join(","));

/**
 * Whether a field asks for the state a vehicle is registered in. It is recognised by its
 * options' values (one market's list of states, in order), never by the array's identity: a
 * definition that has crossed to the browser as JSON, or was resolved once already, is still
 * recognised, so the browser, the no-script post and the server resolve it alike.
 */
export function isRegistrationStateField(field: FormField): boolean {
  if (field.type !== "select" || field.options === undefined) return false;
  const values = field.options.map((option) => option.value).join(",");
  return LISTS.includes(values);
}
