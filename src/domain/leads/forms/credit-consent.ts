import type { FormField, FormSiteContext } from "@/domain/leads/form-definition";
import type { PhoneMarket } from "@/domain/leads/phone";

// A form that asks for income and date of birth (finance, pre-approval) says
// why it collects them, links to the site's privacy policy, and asks the shopper's consent to
// a credit check. Both boxes are required and start unticked; the lead records both answers
// and the words the shopper agreed to. The wording follows the market's credit-reporting law
// (AU: Privacy Act 1988 and its credit reporting rules; NZ: Privacy Act 2020 and the Credit
// Reporting Privacy Code; US: the Fair Credit Reporting Act's "written instructions").

const PRIVACY_CONSENT_FIELD = "privacy_consent";
const CREDIT_CHECK_CONSENT_FIELD = "credit_check_consent";
const DEFAULT_PRIVACY_POLICY = "/privacy-policy";

const NOTICE: Record<PhoneMarket, string> = {
  AU: "We collect your personal information, including your income and date of birth, to assess and arrange finance for you. We share it with our finance partners and the lenders they use, who may use it to assess your application and to obtain your credit report from a credit reporting body. If you do not give it, we cannot arrange finance for you. Our privacy policy explains how to access or correct your information and how to make a complaint.",
  NZ: "We collect your personal information, including your income and date of birth, to assess and arrange finance for you. We share it with our finance partners and the lenders they use, who may use it to assess your application and to obtain your credit information from a credit reporter. If you do not give it, we cannot arrange finance for you. You may ask to see or correct your information; our privacy policy explains how.",
  US: "We collect your personal information, including your income and date of birth, to assess and arrange financing for you, and share it with our finance partners and the lenders they use to evaluate your application. Our privacy policy explains what we collect, how we share it and the choices you have.",
};

const CREDIT_CHECK: Record<PhoneMarket, string> = {
  AU: "I consent to the dealer, its finance partners and their lenders obtaining my credit report from a credit reporting body to assess this application.",
  NZ: "I authorise the dealer, its finance partners and their lenders to obtain my credit information from a credit reporter to assess this application.",
  US: "I authorize the dealer, its finance partners and their lenders to obtain my consumer credit report from a consumer reporting agency to evaluate this application. This is my written instruction under the Fair Credit Reporting Act.",
};

/** The privacy collection notice box: required, unticked. */
export const privacyConsentField: FormField = {
  name: PRIVACY_CONSENT_FIELD,
  type: "check",
  label: "I have read the privacy collection notice",
};

/** The credit check consent box: required, unticked; its words follow the market. */
export const creditCheckConsentField: FormField = {
  name: CREDIT_CHECK_CONSENT_FIELD,
  type: "check",
  label: CREDIT_CHECK.AU,
};

/** The two boxes in the site's market's words, the notice linked to its privacy policy. */
export function consentField(field: FormField, site: FormSiteContext): FormField {
  if (field.name === PRIVACY_CONSENT_FIELD) {
    return {
      ...field,
      notice: {
        text: NOTICE[site.market],
        linkLabel: "Read our privacy policy",
        href: site.privacyPolicyHref ?? DEFAULT_PRIVACY_POLICY,
      },
    };
  }
  if (field.name === CREDIT_CHECK_CONSENT_FIELD) return { ...field, label: CREDIT_CHECK[site.market] };
  return field;
}

/**
 * What the shopper agreed to, kept with the lead: each consent box ticked, in the words it
 * was shown in, and the privacy policy it linked to. Null when the form has no such box.
 */
export function recordedConsent(
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
  at: Date,
): Record<string, string> | null {
  const consent: Record<string, string> = {};
  for (const field of fields) {
    if (field.name !== PRIVACY_CONSENT_FIELD && field.name !== CREDIT_CHECK_CONSENT_FIELD) continue;
    if (values[field.name] !== true) continue;
    consent[field.name] = field.notice ? `${field.notice.text} (${field.notice.href})` : field.label;
  }
  if (Object.keys(consent).length === 0) return null;
  return { ...consent, given_at: at.toISOString() };
}
