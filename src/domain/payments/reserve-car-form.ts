import type { FormDefinition } from "@/domain/leads/form-definition";
import { emailField, firstNameField, lastNameField, phoneField } from "@/domain/leads/forms/common-fields";

/** The lead category of a paid reservation (the dealer's "Reserve car" lead). */
export const RESERVE_CAR_CATEGORY = "Reserve car";

/**
 * The reserve page's shopper details: the same first name, last name, email and phone fields
 * (with the same rules and messages) as the enquiry forms, plus the terms to accept. Validated
 * on the server through buildFormSchema like every lead.
 */
export const reserveCarForm: FormDefinition = {
  id: "reserve-car",
  title: "Reserve this car",
  category: RESERVE_CAR_CATEGORY,
  conversionEventId: 42,
  steps: [
    {
      title: "Your details",
      fields: [
        firstNameField,
        lastNameField,
        emailField,
        phoneField,
        {
          name: "accept_terms",
          type: "check",
          label: "I accept the reservation terms",
        },
      ],
    },
  ],
  submitLabel: "Continue to payment",
};
