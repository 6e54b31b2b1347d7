/**
 * The console's leads inbox: the statuses a dealer gives a lead, and the page size.
 */
export const DEALER_LEAD_STATUSES = ["new", "contacted", "appointment", "won", "lost"] as const;

/** Leads on one page of the inbox. */
export const LEADS_PAGE_SIZE = 25;

/** The longest note a dealer keeps on a lead. */
export const MAX_LEAD_NOTE = 2000;
