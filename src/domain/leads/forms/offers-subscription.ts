import type { FormDefinition } from "@/domain/leads/form-definition";
import { emailField, firstNameField, phoneField } from "@/domain/leads/forms/common-fields";

/**
 * Feature flag `offers_subscription`: the special offers page lets a shopper subscribe
 * to the dealer's offers by email. Sending it is event 47 (Subscription); the dealer
 * receives it as a lead of its own category, so its CRM can add the address to its list. Like
 * every complete lead (name, email and phone required), it carries a phone.
 */
export const offersSubscriptionForm: FormDefinition = {
  id: "offers-subscription",
  title: "Get our offers by email",
  category: "Offers Subscription",
  // 47 Subscription.
  conversionEventId: 47,
  steps: [{ title: "Your details", fields: [firstNameField, emailField, phoneField] }],
};

/**
 * Whether a site offers a form: every form, except the offers subscription, which only sites
 * with `flags.offers_subscription` have (a lead of it from any other site is refused).
 */
export function siteOffersForm(
  formId: string,
  config: { flags?: { offers_subscription?: boolean } },
): boolean {
  return formId !== offersSubscriptionForm.id || config.flags?.offers_subscription === true;
}
