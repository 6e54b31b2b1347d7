import type { FormDefinition } from "@/domain/leads/form-definition";
import {
  contactFields,
  dealershipField,
  GENERAL_ENQUIRY,
  howDidYouHearField,
  messageField,
  optInField,
} from "@/domain/leads/forms/common-fields";

/** /contact and /contact-us/{location}: a general enquiry without the type choice. */
export const contactForm: FormDefinition = {
  id: "contact",
  title: "Contact Us",
  category: GENERAL_ENQUIRY,
  steps: [
    {
      title: "Contact",
      fields: [dealershipField, ...contactFields, messageField(), howDidYouHearField, optInField],
    },
  ],
};
