import type { FormDefinition } from "@/domain/leads/form-definition";
import { careersForm } from "@/domain/leads/forms/careers";
import { contactForm } from "@/domain/leads/forms/contact";
import { financeForm } from "@/domain/leads/forms/finance";
import { generalEnquiryForm } from "@/domain/leads/forms/general-enquiry";
import { hireBookingForm } from "@/domain/leads/forms/hire-booking";
import { offersSubscriptionForm } from "@/domain/leads/forms/offers-subscription";
import { partsForm } from "@/domain/leads/forms/parts";
import { purchaseForm } from "@/domain/leads/forms/purchase";
import { sellMyCarForm } from "@/domain/leads/forms/sell-my-car";
import { serviceBookingForm } from "@/domain/leads/forms/service-booking";
import { testDriveBookingForm } from "@/domain/leads/forms/test-drive-booking";
import { tradeInForm } from "@/domain/leads/forms/trade-in";
import { vehicleEnquiryForm } from "@/domain/leads/forms/vehicle-enquiry";
import { vehicleSubscriptionForm } from "@/domain/leads/forms/vehicle-subscription";

/**
 * Every form a lead can come from, by the id the browser sends as lead.form_id. The server
 * validates a lead with the definition found here, so the browser cannot pick its own rules.
 */
export const FORM_DEFINITIONS: readonly FormDefinition[] = [
  vehicleEnquiryForm,
  generalEnquiryForm,
  contactForm,
  testDriveBookingForm,
  serviceBookingForm,
  financeForm,
  tradeInForm,
  sellMyCarForm,
  partsForm,
  careersForm,
  offersSubscriptionForm,
  purchaseForm,
  hireBookingForm,
  vehicleSubscriptionForm,
];

/**
 * A lead that names no form (an API client following to the letter) is validated as
 * a general enquiry: name, email and phone required, the spec's field rules.
 */
export const DEFAULT_FORM_ID = generalEnquiryForm.id;

const BY_ID = new Map(FORM_DEFINITIONS.map((form) => [form.id, form]));

export function formDefinitionById(id: string): FormDefinition | undefined {
  return BY_ID.get(id);
}
