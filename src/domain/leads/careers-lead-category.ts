export const CAREERS_CATEGORY = "Careers Enquiry";
const CAREERS_SENT_CATEGORY = "General Enquiry";
const CAREERS_SUBCATEGORY = "Career Enquiry";

export interface LeadCategory {
  category: string;
  subcategory?: string;
}

/**
 * SPEC §5: a Careers Enquiry is sent as category General Enquiry with subcategory
 * Career Enquiry (dealer CRMs have no careers category). Other categories pass through
 * with their subcategory.
 */
export function careersLeadCategory(category: string, subcategory?: string): LeadCategory {
  if (category === CAREERS_CATEGORY)
    return { category: CAREERS_SENT_CATEGORY, subcategory: CAREERS_SUBCATEGORY };
  return subcategory === undefined ? { category } : { category, subcategory };
}
