/**
 * "Finance pre-approval links go to /finance unless a flag enables them": with
 * `commerce.finance_preapproval` on, a "Get pre-approved" link leads to the pre-approval page
 * (the finance form framed as a pre-approval, whose sending is event 31); off, there is no
 * such page and the link is the site's finance page (/finance unless `commerce.finance_path`
 * names another).
 */

export const PRE_APPROVAL_PATH = "/finance/pre-approval";

export interface FinanceLinkSettings {
  finance_preapproval: boolean;
  finance_path: string;
}

export function preApprovalHref(commerce: FinanceLinkSettings): string {
  return commerce.finance_preapproval ? PRE_APPROVAL_PATH : commerce.finance_path;
}

/** Whether the site has a pre-approval page of its own (off, PRE_APPROVAL_PATH is its 404). */
export function hasPreApprovalPage(commerce: FinanceLinkSettings): boolean {
  return preApprovalHref(commerce) === PRE_APPROVAL_PATH;
}

/**
 * "Commerce: … finance_provider": the lender a dealer's finance applications go to
 * (`commerce.finance_provider`). Its finance and pre-approval pages say so to the shopper, and
 * each finance application carries the provider's name to the dealer (`finance_provider` in
 * the lead), so it is passed to that lender. Null without a provider: the dealer arranges it.
 */
export function financeProviderNote(provider: string | null): string | null {
  const name = provider?.trim();
  return name ? `Your application goes to ${name}, our finance partner.` : null;
}
