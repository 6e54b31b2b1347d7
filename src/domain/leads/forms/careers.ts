import { CAREERS_CATEGORY } from "@/domain/leads/careers-lead-category";
import type { FormDefinition } from "@/domain/leads/form-definition";
import { contactFields, messageField, optInField } from "@/domain/leads/forms/common-fields";

/**
 * /careers and /current-positions. Category Careers Enquiry is sent as General Enquiry
 * with subcategory Career Enquiry (careersLeadCategory, SPEC §5).
 */
export const careersForm: FormDefinition = {
  id: "careers",
  title: "Careers Enquiry",
  category: CAREERS_CATEGORY,
  steps: [
    {
      title: "Careers Enquiry",
      fields: [
        { name: "position", type: "string", label: "Position of interest", required: false },
        ...contactFields,
        messageField("Tell us about yourself"),
        { name: "resume", type: "file", label: "Resume", required: false },
        optInField,
      ],
    },
  ],
};
