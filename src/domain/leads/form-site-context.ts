import type { FormSiteContext } from "@/domain/leads/form-definition";
import type { PhoneMarket } from "@/domain/leads/phone";

/** The parts of a site (server/sites/site.ts) that shape its forms. */
export interface FormSiteSource {
  market: PhoneMarket;
  dealerships: readonly unknown[];
  config: {
    forms: {
      mobile_only_phone: boolean;
      middle_name: boolean;
      hide_dealership_choice: boolean;
      strip_service_suffix: boolean;
      how_did_you_hear: readonly string[] | null;
      message_optional: boolean;
      privacy_policy_path?: string;
    };
  };
}

/**
 * A site's form variants from its configuration: the one place where settings
 * become the FormSiteContext that the browser form and the lead API both resolve with.
 */
export function formSiteContextFor(site: FormSiteSource): FormSiteContext {
  const forms = site.config.forms;
  return {
    market: site.market,
    mobileOnlyPhone: forms.mobile_only_phone,
    middleNameEnabled: forms.middle_name,
    messageOptional: forms.message_optional,
    multiDealership: site.dealerships.length > 1,
    dealershipChoiceHidden: forms.hide_dealership_choice,
    stripServiceSuffix: forms.strip_service_suffix,
    howDidYouHearOptions: forms.how_did_you_hear,
    privacyPolicyHref: forms.privacy_policy_path ?? "/privacy-policy",
  };
}
