import type { FormDefinition } from "@/domain/leads/form-definition";
import {
  contactFields,
  dealershipField,
  ENQUIRY_TYPE_OPTIONS,
  GENERAL_ENQUIRY,
  howDidYouHearField,
  messageField,
  optInField,
} from "@/domain/leads/forms/common-fields";

/**
 * The category select defaults to General Enquiry. The chosen category is the
 * lead's category (a Careers Enquiry is re-mapped by careersLeadCategory when sent).
 */
export const generalEnquiryForm: FormDefinition = {
  id: "general-enquiry",
  title: "General Enquiry",
  category: GENERAL_ENQUIRY,
  steps: [
    {
      title: "Enquire",
      fields: [
        {
          name: "category",
          type: "select",
          label: "Enquiry type",
          options: ENQUIRY_TYPE_OPTIONS,
          defaultValue: GENERAL_ENQUIRY,
        },
        dealershipField,
        ...contactFields,
        messageField(),
        howDidYouHearField,
        optInField,
      ],
    },
  ],
};
