import type { FormDefinition } from "@/domain/leads/form-definition";
import { contactFields, messageField, optInField } from "@/domain/leads/forms/common-fields";
import { EVENT_IDS } from "@/domain/site/event-catalogue";

const CAREERS_CATEGORY = "Careers Enquiry";
const CAREERS_SENT_CATEGORY = "General Enquiry";
const CAREERS_SUBCATEGORY = "Career Enquiry";

export interface LeadCategory {
  category: string;
  subcategory?: string;
}

/**
 * A Careers Enquiry is sent as category General Enquiry with subcategory
 * Career Enquiry (dealer CRMs have no careers category). Other categories pass through
 * with their subcategory.
 */
export function careersLeadCategory(category: string, subcategory?: string): LeadCategory {
  if (category === CAREERS_CATEGORY)
    return { category: CAREERS_SENT_CATEGORY, subcategory: CAREERS_SUBCATEGORY };
  return subcategory === undefined ? { category } : { category, subcategory };
}

/**
 * /careers and /current-positions. Category Careers Enquiry is sent as General Enquiry
 * with subcategory Career Enquiry (careersLeadCategory).
 */
export const careersForm: FormDefinition = {
  id: "careers",
  title: "Careers Enquiry",
  category: CAREERS_CATEGORY,
  // 51 career (sent as a General Enquiry lead, but its own event, not 22).
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
