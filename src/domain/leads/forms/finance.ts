import type { FormDefinition, FormOption } from "@/domain/leads/form-definition";
import {
  contactFields,
  dealershipField,
  howDidYouHearField,
  optInField,
  postcodeField,
  USER_DETAILS_STEP_TITLE,
} from "@/domain/leads/forms/common-fields";
import { creditCheckConsentField, privacyConsentField } from "@/domain/leads/forms/credit-consent";

const options = (labels: readonly string[]): FormOption[] => labels.map((label) => ({ value: label, label }));

export const LOAN_TERM_OPTIONS: readonly FormOption[] = [12, 24, 36, 48, 60, 72, 84].map((months) => ({
  value: String(months),
  label: `${months} months`,
}));

export const EMPLOYMENT_STATUS_OPTIONS = options([
  "Full Time",
  "Part Time",
  "Casual",
  "Self Employed",
  "Retired",
  "Not Employed",
]);

const TIME_IN_EMPLOYMENT_OPTIONS = options([
  "Less than 6 months",
  "6 to 12 months",
  "1 to 2 years",
  "More than 2 years",
]);

/**
 * /finance (and its aliases). Multi-step: each finished step is sent as an incomplete
 * lead, so the vehicle and budget reach the dealer even if the visitor stops
 * before giving their details. The page pre-fills car_id, car_type, vin,
 * vehiclePriceBudget and the dealership from the query string.
 */
export const financeForm: FormDefinition = {
  id: "finance",
  title: "Finance Enquiry",
  category: "Finance Enquiry",
  // 23 Finance.
  conversionEventId: 23,
  steps: [
    {
      title: "Vehicle & Budget",
      fields: [
        { name: "car_id", type: "hidden", label: "Car id" },
        { name: "car_type", type: "hidden", label: "Car type" },
        { name: "vin", type: "hidden", label: "VIN" },
        { name: "vehiclePriceBudget", type: "currency", label: "Vehicle price or budget" },
        { name: "deposit", type: "currency", label: "Deposit or trade-in amount", required: false },
        { name: "loan_term", type: "select", label: "Loan term", options: LOAN_TERM_OPTIONS },
        dealershipField,
      ],
    },
    {
      title: "Employment",
      fields: [
        {
          name: "employment_status",
          type: "select",
          label: "Employment status",
          options: EMPLOYMENT_STATUS_OPTIONS,
        },
        {
          name: "employer",
          type: "string",
          label: "Employer or business name",
          required: false,
          showWhen: { field: "employment_status", hasValue: true },
        },
        {
          name: "time_in_employment",
          type: "select",
          label: "Time in current role",
          options: TIME_IN_EMPLOYMENT_OPTIONS,
          showWhen: { field: "employment_status", hasValue: true },
        },
        {
          name: "abn",
          type: "string",
          label: "ABN",
          showWhen: { field: "employment_status", equals: "Self Employed" },
        },
        { name: "annual_income", type: "currency", label: "Annual income before tax" },
      ],
    },
    {
      title: USER_DETAILS_STEP_TITLE,
      fields: [
        ...contactFields,
        postcodeField,
        { name: "dob", type: "dob", label: "Date of birth", required: false, autoComplete: "bday" },
        howDidYouHearField,
        // The collection notice and the credit check consent, both required.
        privacyConsentField,
        creditCheckConsentField,
        optInField,
      ],
    },
  ],
};
