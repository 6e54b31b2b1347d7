import { CAREERS_CATEGORY } from "@/domain/leads/careers-lead-category";
import type { FormDefinition } from "@/domain/leads/form-definition";
import { contactFields, messageField, optInField } from "@/domain/leads/forms/common-fields";
import { EVENT_IDS } from "@/domain/site/event-catalogue";

/**
 * /careers and /current-positions. Category Careers Enquiry is sent as General Enquiry
 * with subcategory Career Enquiry (careersLeadCategory, SPEC §5).
 */
export const careersForm: FormDefinition = {
  id: "careers",
  title: "Careers Enquiry",
  category: CAREERS_CATEGORY,
  // SPEC §9: 51 career (sent as a General Enquiry lead, but its own event, not 22).
  conversionEventId: EVENT_IDS.career,
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
